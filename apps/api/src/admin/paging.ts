import { z } from 'zod';

/** `page` (from 1) and `pageSize` (default 25, at most 100) of every back-office list. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export function pagingOf(query: unknown): Paging {
  const { page, pageSize } = pagingSchema.parse(query ?? {});
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOf = <T>(items: T[], total: number, paging: Paging): Page<T> => ({
  items,
  total,
  page: paging.page,
  pageSize: paging.pageSize,
});
