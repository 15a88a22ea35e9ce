import type { ErrorReason } from '@shoreline/domain/error-reasons';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TaskPayload {
  method: HttpMethod;
  headers?: Record<string, string>;
  /** JSON-serialisable; sent as application/json. */
  body?: unknown;
}

/** Values for the URL placeholders; null and undefined become "". */
export interface PlaceholderValues {
  token?: string | null;
  cartId?: string | null;
  coupon?: string | null;
  giftCard?: string | null;
  pageSize?: number | string | null;
  currentPage?: number | string | null;
}

/** What a caller describes; the runner turns it into a Task. */
export interface TaskInput {
  /** May hold {{token}}, {{cartId}}, {{coupon}}, {{giftCard}}, {{pageSize}} and {{currentPage}}. */
  url: string;
  payload: TaskPayload;
  /** Values for {{coupon}}, {{giftCard}}, {{pageSize}} and {{currentPage}}; token and cart id come from the runner. */
  params?: Omit<PlaceholderValues, 'token' | 'cartId'>;
  /** No error notification for a non-200 answer. */
  silent?: boolean;
  /** Kept in the queue store after it is sent (stock checks). */
  is_result_cacheable?: boolean;
  /** Passed to the runner's task listeners, e.g. 'store:cart/stockSync'. */
  callback_event?: string;
  product_sku?: string;
}

export interface Task<R = unknown> extends TaskInput {
  task_id: string;
  transmited: boolean;
  transmited_at?: number;
  result?: R;
  /** The client's copy of the body's `code` (never sent by the server). */
  resultCode?: number;
  /** The refusal's reason code, when the answer was one. */
  resultReason?: ErrorReason;
  code?: number;
  acknowledged?: boolean;
  meta?: Record<string, unknown>;
  created_at: number;
  updated_at: number;
}

export const CART_ID_REQUIRED = 'A required cartId argument is null and the cart is being re-created.';
export const TOKEN_LOCK_ABORT = 'Error refreshing user token. User is not authorized to access the resource';
export const TOKEN_REFRESH_FAILED = 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';

/**
 * A cart call (its URL carries {{cartId}}) refused with reason cart.not_found (the spec's 404 "No such
 * entity with cartId = ..."): the cart it named is gone, usually because an order closed it (in another
 * tab, or outside this browser). The cart engine recovers from it, so it is no error to show.
 */
export function isCartNotFound(task: Pick<Task, 'url' | 'resultCode' | 'resultReason'>): boolean {
  return task.url.includes('{{cartId}}') && task.resultCode === 404 && task.resultReason === ('cart.not_found' satisfies ErrorReason);
}

export class CartIdRequiredError extends Error {
  constructor() {
    super(CART_ID_REQUIRED);
    this.name = 'CartIdRequiredError';
  }
}

function randomGuid(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return Array.from({ length: 4 }, () => Math.floor(Math.random() * 0x100000000).toString(16)).join('-');
}

export function prepareTask(input: TaskInput, now: number): Task {
  return { ...input, task_id: `${now}-${randomGuid()}`, transmited: false, created_at: now, updated_at: now };
}

export function isPreparedTask(input: TaskInput | Task): input is Task {
  return 'task_id' in input && typeof input.task_id === 'string';
}

/** Replaces every known placeholder with its URL-encoded value ("" for null). Unknown ones stay. */
export function fillPlaceholders(url: string, values: PlaceholderValues): string {
  return url.replace(/\{\{(token|cartId|coupon|giftCard|pageSize|currentPage)\}\}/g, (_placeholder, name: keyof PlaceholderValues) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** Drops the `token` query parameter (the token travels in a header) and sets `storeCode` when given. */
export function adjustQuery(url: string, storeCode?: string | null): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const params = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
  if (!params.has('token') && !storeCode) return url;
  params.delete('token');
  if (storeCode) params.set('storeCode', storeCode);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface RequestContext {
  token: string | null;
  cartId: string | null;
  baseUrl?: string;
  storeCode?: string | null;
}

export interface TaskRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  /** True when the task asked for the user token and one was sent. */
  sentToken: boolean;
}

/**
 * Builds the HTTP request of a task. The user token never goes into the URL: a {{token}}
 * placeholder means "send the Authorization header", and the `token` parameter is dropped.
 */
export function buildTaskRequest(task: TaskInput, context: RequestContext): TaskRequest {
  if (task.url.includes('{{cartId}}') && !context.cartId) throw new CartIdRequiredError();
  const sentToken = task.url.includes('{{token}}') && !!context.token;
  const filled = adjustQuery(fillPlaceholders(task.url, { ...task.params, token: '', cartId: context.cartId }), context.storeCode);
  const url = filled.startsWith('/') ? `${context.baseUrl ?? ''}${filled}` : filled;
  const headers: Record<string, string> = { accept: 'application/json', ...task.payload.headers };
  if (task.payload.body !== undefined) headers['content-type'] = 'application/json';
  if (sentToken) headers.authorization = `Bearer ${context.token}`;
  const body = task.payload.body === undefined ? undefined : JSON.stringify(task.payload.body);
  return { url, init: { method: task.payload.method, headers, body }, sentToken };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The message to show for a failed task's result, or null when there is none to show:
 * a string result, else `result.result`, `result.message` or `result.errorMessage`;
 * never for the upstream DNS error (code 'ENOTFOUND').
 */
export function taskErrorMessage(result: unknown): string | null {
  if (typeof result === 'string') return result || null;
  if (!isRecord(result) || result.code === 'ENOTFOUND') return null;
  for (const key of ['result', 'message', 'errorMessage']) {
    const value = result[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
