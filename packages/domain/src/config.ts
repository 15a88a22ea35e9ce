/**
 * The shop's business constants (limits, timings, sizes), as one typed object. They are the
 * defaults; the API's config module layers per-store settings and environment on top.
 */
export const SPEC_DEFAULTS = {
  catalog: {
    rootCategoryId: 2,
    featuredCategoryId: 31,
    featuredProductsSize: 4,
    productListSize: 50,
    categoryFetchSize: 4000,
    attributePageSize: 150,
    cmsBlockListSize: 150,
    cmsMaxSize: 500,
    urlRewriteQuerySize: 50,
    blogListSize: 4000,
    blogCategoryPostsSize: 10,
    blogRecentPostsSize: 5,
    listVisibility: [2, 3, 4] as const,
    listStatus: [0, 1] as const,
    disabledStatusFrom: 2,
    activeStatus: 1,
    defaultFilters: ['color', 'erin_recommends', 'price', 'size'] as const,
    filterAggregationSize: 10,
    maxFiltersQuerySize: 999,
    priceRanges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] as ReadonlyArray<{
      from: number;
      to?: number;
    }>,
    defaultSort: 'position:asc',
    sortOptions: [
      { label: 'Latest', value: 'updated_at:desc' },
      { label: 'Price low to high', value: 'final_price' },
      { label: 'Price high to low', value: 'final_price:desc' },
    ] as const,
    listOutOfStockProducts: true,
  },
  search: {
    minScore: 0.02,
    boosts: { name: 4, sku: 2, 'category.name': 1 },
    fuzziness: 2,
    /** Letters at the start of a term a fuzzy match must keep as typed (the original query's prefix_length). */
    fuzzyPrefixLength: 2,
    minimumShouldMatch: 0.75,
    minTermLength: 3,
    clientTimeoutMs: 5000,
    serverTimeoutMs: 1000,
  },
  cache: {
    outputCacheTtlSeconds: 86400,
  },
  cart: {
    stockPrefetchBatch: 15,
    inCheckoutWindowMs: 1_800_000,
    defaultQty: 1,
    minicartCountType: 'quantities' as const,
    maxCartBypassAttempts: 1,
  },
  session: {
    tokenLockRetryMs: 1000,
    maxNetworkTaskAttempts: 1,
    orderHistoryPageSize: 20,
    minPasswordLength: 8,
  },
  notifications: { defaultTtlMs: 5000 },
  images: {
    cart: { width: 150, height: 150 },
    gallery: { width: 320, height: 320 },
    thumb: { width: 32, height: 32 },
    instagram: { width: 384, height: 384 },
  },
  ui: { submenuPopDelayMs: 300 },
  tax: {
    defaultCountry: 'US',
    calculateServerSide: true,
    sourcePriceIncludesTax: false,
    finalPriceIncludesTax: false,
  },
  totals: {
    segmentCodes: ['subtotal', 'shipping', 'amasty_extrafee', 'discount', 'tax', 'grand_total'] as const,
    giftCardSegmentCode: 'mageworx_giftcards',
  },
  payment: {
    cardGatewayCode: 'rootways_nmi_option',
    backendMethodsEnabled: ['free'] as const,
  },
  returnsDays: 60,
  newsletterCouponPercent: 10,
  locales: ['de-DE', 'en-US', 'it-IT'] as const,
  defaultCmsBlocks: ['header-top', 'main-menu', 'footer-1', 'footer-2', 'footer-3', 'footer-4'] as const,
} as const;

export type Locale = (typeof SPEC_DEFAULTS.locales)[number];
