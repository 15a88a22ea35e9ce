import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedQuery, pagingQuery } from './paging.js';

const filter = z.object({ q: z.string().trim().max(3).optional() });

describe('pagedQuery', () => {
  it('gives the filter and the paging with its offset', () => {
    expect(pagedQuery(filter).parse({ q: ' ab ', page: '3', pageSize: '10' })).toMatchObject({
      filter: { q: 'ab' },
      paging: { page: 3, pageSize: 10, offset: 20 },
    });
    expect(pagedQuery(filter).parse({}).paging).toEqual({ page: 1, pageSize: 25, offset: 0 });
  });

  it('refuses bad paging on its own, before the filter is read', () => {
    const paging = pagedQuery(filter).safeParse({ page: '0', q: 'too long' });
    expect(paging.error?.issues.map((issue) => issue.path)).toEqual([['page']]);
    const query = pagedQuery(filter).safeParse({ page: '2', q: 'too long' });
    expect(query.error?.issues.map((issue) => issue.path)).toEqual([['q']]);
  });

  it('pagingQuery reads the paging of a list without filters', () => {
    expect(pagingQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 25, offset: 25 });
  });
});
