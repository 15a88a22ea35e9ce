import type {
  AttributeDocument,
  BannerDocument,
  CatalogSearchResult,
  CategoryDocument,
  CmsBlockDocument,
  CmsPageDocument,
  ProductDocument,
  StoreBanners,
  StoreView,
} from '@shoreline/domain';
import { ApiError, messageOf, readEnvelope } from './envelope.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the /api paths are resolved against, e.g. "http://127.0.0.1:3000"; "" for same-origin in the browser. */
  baseUrl: string;
  storeCode: string;
  fetch?: FetchLike;
  /** Sent as Authorization: Bearer (never in the query string). */
  token?: string | null;
}

export type FilterValue =
  | string
  | number
  | boolean
  | null
  | { eq?: unknown; neq?: unknown; in?: unknown[]; nin?: unknown[]; gt?: number; gte?: number; lt?: number; lte?: number; like?: string };

export interface CatalogQuery {
  filters?: Array<{ key: string; value: FilterValue }>;
  search?: string;
  aggregations?: string[];
}

export interface CatalogRequest {
  query?: CatalogQuery;
  sort?: string;
  size?: number;
  start?: number;
  includeFields?: string[] | null;
  excludeFields?: string[] | null;
  groupId?: number | null;
  groupToken?: string | null;
}

export interface EntityDocuments {
  product: ProductDocument;
  category: CategoryDocument;
  attribute: AttributeDocument;
  cms_page: CmsPageDocument;
  cms_block: CmsBlockDocument;
}

export interface HealthResult {
  status: 'ok';
  storage: 'sqlite' | 'postgres';
  version: string;
  uptimeSeconds: number;
}

/** A thin typed client for the Shoreline API. One instance per store (and per request on the server). */
export function createApiClient(options: ApiClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${options.baseUrl}${path}${separator}storeCode=${encodeURIComponent(options.storeCode)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await doFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = await readEnvelope<T>(response);
    if (envelope.code !== 200) throw new ApiError(envelope.code, messageOf(envelope.result), envelope.result);
    return envelope.result;
  }

  function search<E extends keyof EntityDocuments>(entityType: E, request: CatalogRequest = {}) {
    return call<CatalogSearchResult<EntityDocuments[E]>>('POST', '/api/catalog', {
      entityType,
      storeCode: options.storeCode,
      ...request,
    });
  }

  return {
    storeCode: options.storeCode,
    call,
    health: () => call<HealthResult>('GET', '/api/health'),
    stores: () => call<StoreView[]>('GET', '/api/stores'),
    banners: () => call<StoreBanners>('GET', '/api/banners'),
    catalog: { search },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { BannerDocument };
