import type { CatalogRequestInput } from '@shoreline/domain/catalog/catalog-request';
import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import type {
  AttributeDocument,
  BannerDocument,
  CatalogSearchResult,
  CategoryDocument,
  CmsBlockDocument,
  CmsPageDocument,
  ProductDocument,
  ReviewDocument,
  ReviewSummary,
  StoreBanners,
  StoreView,
} from '@shoreline/domain';
import { ApiError, messageOf, readEnvelope } from './envelope.js';
import type { FetchLike } from './request.js';
import { createTransport } from './transport.js';

export type { FetchLike } from './request.js';

export interface ApiClientOptions {
  /** Origin the /api paths are resolved against, e.g. "http://127.0.0.1:3000"; "" for same-origin in the browser. */
  baseUrl: string;
  storeCode: string;
  fetch?: FetchLike;
  /** Sent as Authorization: Bearer (never in the query string). */
  token?: string | null;
  /** A signed-in customer's group token (GET /api/user/me): catalog answers are priced for their group. */
  groupToken?: string | null;
}

/**
 * The catalog call's body, typed from the API's own zod schema (packages/domain catalog-request.ts), so a
 * request the client can build is one the API accepts. Type-only: zod never reaches the browser bundle.
 */
export type CatalogRequest = Omit<CatalogRequestInput, 'entityType' | 'storeCode'>;
export type CatalogQuery = NonNullable<CatalogRequest['query']>;
export type FilterValue = CatalogQuery['filters'] extends Array<infer F> | undefined ? (F extends { value: infer V } ? V : never) : never;

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

/**
 * A thin typed client for the Shoreline API, for the server's loaders: it throws ApiError on a refusal
 * (a loader turns that into its error boundary) where the browser's callers get an ApiResult. The
 * exchange itself (base URL, store code, headers, Bearer token) is the one transport's.
 * One instance per store (and per request on the server).
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport({
    baseUrl: options.baseUrl,
    storeCode: options.storeCode,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });
  const token = options.token ?? null;

  async function call<T>(method: string, path: string, body?: unknown, timeoutMs?: number): Promise<T> {
    // send() rejects when the network fails: the loader sees that failure as it is, not as a refusal.
    const response = await transport.send(method, path, { body, token, timeoutMs });
    const envelope = await readEnvelope<T>(response);
    if (envelope.code !== 200) throw new ApiError(envelope.code, messageOf(envelope.result), envelope.result, envelope.reason);
    return envelope.result;
  }

  /** A catalog search; one that has not answered within the spec's client search timeout (5 s) fails. */
  function search<E extends keyof EntityDocuments>(entityType: E, request: CatalogRequest = {}) {
    const body = {
      entityType,
      storeCode: options.storeCode,
      ...request,
      ...(options.groupToken ? { groupToken: options.groupToken } : {}),
    };
    return call<CatalogSearchResult<EntityDocuments[E]>>('POST', '/api/catalog', body, SPEC_DEFAULTS.search.clientTimeoutMs);
  }

  /** POST /api/url/map answers without the envelope: `{_type, _source}` or null. */
  async function urlMap(url: string): Promise<UrlMapResult | null> {
    const body = { url: url.replace(/^\/+/, ''), ...(options.groupToken ? { groupToken: options.groupToken } : {}) };
    const response = await transport.send('POST', '/api/url/map', { body });
    if (!response.ok) return null;
    return (await response.json()) as UrlMapResult | null;
  }

  /** An SVG picture's markup when the path serves one of at most `maxBytes`; null otherwise or when it cannot be read. */
  async function smallSvg(path: string, maxBytes: number): Promise<string | null> {
    const response = await transport.send('GET', path).catch(() => null);
    if (!response?.ok || !response.headers.get('content-type')?.startsWith('image/svg+xml')) return null;
    const markup = await response.text();
    return new TextEncoder().encode(markup).byteLength <= maxBytes ? markup : null;
  }

  return {
    storeCode: options.storeCode,
    call,
    urlMap,
    smallSvg,
    renderList: (skus: string[]) =>
      call<{ items: RenderListItem[]; total_count: number }>('GET', `/api/product/render-list?skus=${encodeURIComponent(skus.join(','))}`),
    stockCheck: (sku: string) => call<StockItem>('GET', `/api/stock/check?sku=${encodeURIComponent(sku)}`),
    stockList: (skus: string[]) => call<StockItem[]>('GET', `/api/stock/list?skus=${encodeURIComponent(skus.join(','))}`),
    reviews: (productId: number) => call<{ reviews: ReviewDocument[]; summary: ReviewSummary }>('GET', `/api/review/product/${productId}`),
    createReview: (review: ReviewInputBody) => call<ReviewDocument>('POST', '/api/review/create', { review }),
    /** The spec's back-in-stock form as JSON; answers `{success: true}`, refusals throw ApiError. */
    watchStock: (form: BackInStockBody) => call<{ success: boolean }>('POST', '/api/ext/back-in-stock/subscribe', form),
    stopStockWatch: (token: string) => call<{ email: string; sku: string }>('POST', '/api/ext/back-in-stock/unsubscribe', { token }),
    mailToken: () => call<string>('GET', '/api/ext/mail-service/get-token'),
    sendEmail: (mail: SendEmailBody) => call<string>('POST', '/api/ext/mail-service/send-email', mail),
    health: () => call<HealthResult>('GET', '/api/health'),
    stores: () => call<StoreView[]>('GET', '/api/stores'),
    banners: () => call<StoreBanners>('GET', '/api/banners'),
    catalog: { search },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export interface BackInStockBody {
  email: string;
  /** The sku to watch: a variant's or a simple product's. */
  variant: string;
  product?: string;
  subscribe_for_newsletter?: boolean;
}

export type UrlMapResult =
  | { _type: 'product'; _source: ProductDocument }
  | { _type: 'category'; _source: CategoryDocument & { filterAttribute?: { code: string; value: string; label: string } } }
  | { _type: 'cms_page'; _source: CmsPageDocument }
  | { _type: 'redirect'; _source: { redirect_type: 301 | 302; target_path: string; request_path: string } };

export interface RenderListItem {
  id: number;
  sku: string;
  name: string;
  is_salable: '1' | '0';
  price_info: { final_price: number; regular_price: number; special_price: number | null; minimal_price: number; max_price: number };
}

export interface StockItem {
  product_id: number;
  product_sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

export interface ReviewInputBody {
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number;
  customer_id?: number | null;
}

export interface SendEmailBody {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
  confirmation?: boolean;
  token: string;
  name?: string;
}
export type { BannerDocument };
