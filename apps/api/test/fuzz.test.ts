import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engines, type RunningApi, suiteApi } from './harness.js';
import { createStaff } from './admin-harness.js';
import { portOf, sendRaw, type RawResponse } from './raw-http.js';
import { testAddress } from './fixtures.js';

/**
 * Sends seeded, mutated versions of the main calls and of every back-office route over real HTTP
 * and checks that every answer is the `{code, result}` envelope with code = HTTP status, below 500,
 * without a stack trace. Back-office requests go with an owner's or a packer's staff token, a
 * customer token or none, and sometimes with a valid, stale or malformed sign-in cookie. The same seed gives the same requests: FUZZ_SEED=<n> explores another one, and
 * FUZZ_FAILURES_FILE=<path> keeps every failure.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 0x5eed2026;
const TOTAL_REQUESTS = 10_000;
const IN_FLIGHT = 8;
/** The share of requests that go to a back-office route. */
const ADMIN_SHARE = 0.35;

/** mulberry32: small, fast and the same on every platform. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface FuzzRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  /** JSON to send, or raw text (already mutated), or nothing. */
  body: { json: Json } | { text: string } | null;
  /** What was done to the valid request, for the failure report. */
  mutations: string[];
}

interface State {
  host: string;
  cartId: string;
  token: string;
  email: string;
  password: string;
  customerId: number;
  mailToken: string;
  ownerToken: string;
  packerToken: string;
  /** A staff member the fuzzed staff calls change (never the owner whose token is used). */
  targetStaffId: number;
  /** The owner's refresh token as the login set it (rotated and stale after its first use). */
  refreshCookie: string;
}

const ADDRESS = testAddress('jane@example.com');

const FEATURED_FILTERS: Json[] = [
  { key: 'category_ids', value: { in: [31] } },
  { key: 'price', value: { gte: 1, lte: 100 } },
];

type Template = (state: State) => Omit<FuzzRequest, 'headers' | 'mutations'> & { auth?: boolean; admin?: boolean };

const q = (...pairs: Array<[string, string]>): Array<[string, string]> => pairs;

/** A POST /api/catalog search with this body. */
const catalogSearch = (json: Json): ReturnType<Template> => ({ method: 'POST', path: '/api/catalog', query: [], body: { json } });

/** Valid requests for the main calls (apps/api/src/{catalog,url,stock,cart,user,order,newsletter,mail,review}/routes.ts). */
const TEMPLATES: Template[] = [
  () =>
    catalogSearch({
      entityType: 'product',
      query: { filters: FEATURED_FILTERS, aggregations: ['color', 'price'] },
      sort: 'final_price:desc',
      size: 10,
      start: 0,
      includeFields: ['sku', 'name', 'configurable_children.sku'],
    }),
  () => catalogSearch({ entityType: 'product', query: { search: 'blue crab' }, size: 5 }),
  () =>
    catalogSearch({
      entityType: 'category',
      query: {
        filters: [
          { key: 'is_active', value: true },
          { key: 'level', value: { gte: 2 } },
        ],
      },
    }),
  () =>
    catalogSearch({
      entityType: 'cms_page',
      query: { filters: [{ key: 'identifier', value: { like: '%ret%' } }] },
      excludeFields: ['content'],
    }),
  () => catalogSearch({ entityType: 'cms_blog', size: 5, storeCode: 'main' }),
  () => ({
    method: 'POST',
    path: '/api/url/map',
    query: q(['storeCode', 'main']),
    body: { json: { url: 'steamed-blue-crabs-dozen', includeFields: null, excludeFields: [], options: {}, filters: { sku: 'CRAB-DZ' } } },
  }),
  () => ({ method: 'GET', path: '/api/stock/check', query: q(['sku', 'CRAB-DZ']), body: null }),
  () => ({ method: 'GET', path: '/api/stock/check/CRAB-DZ', query: [], body: null }),
  () => ({ method: 'GET', path: '/api/stock/list', query: q(['skus', 'CRAB-DZ,TEE']), body: null }),
  () => ({ method: 'GET', path: '/api/product/render-list', query: q(['skus', 'CRAB-DZ,TEE']), body: null }),
  () => ({ method: 'POST', path: '/api/cart/create', query: [], body: null }),
  (s) => ({
    method: 'POST',
    path: '/api/cart/update',
    query: q(['cartId', s.cartId]),
    body: { json: { cartItem: { sku: 'SIDE-CORN', qty: 1, quoteId: s.cartId } } },
  }),
  (s) => ({
    method: 'POST',
    path: '/api/cart/delete',
    query: q(['cartId', s.cartId]),
    body: { json: { cartItem: { sku: 'SIDE-CORN', item_id: 1 } } },
  }),
  (s) => ({ method: 'GET', path: '/api/cart/pull', query: q(['cartId', s.cartId]), body: null }),
  (s) => ({ method: 'GET', path: '/api/cart/totals', query: q(['cartId', s.cartId]), body: null }),
  (s) => ({ method: 'GET', path: '/api/cart/payment-methods', query: q(['cartId', s.cartId]), body: null }),
  (s) => ({
    method: 'POST',
    path: '/api/cart/shipping-methods',
    query: q(['cartId', s.cartId]),
    body: { json: { address: { country_id: 'US' } } },
  }),
  (s) => ({
    method: 'POST',
    path: '/api/cart/shipping-information',
    query: q(['cartId', s.cartId]),
    body: {
      json: {
        addressInformation: {
          shippingAddress: { countryId: 'US', regionCode: 'MD', postcode: '21201' },
          shippingCarrierCode: 'shoreline',
          shippingMethodCode: 'overnight',
        },
      },
    },
  }),
  (s) => ({ method: 'POST', path: '/api/cart/apply-coupon', query: q(['cartId', s.cartId], ['coupon', 'WELCOME10']), body: null }),
  (s) => ({ method: 'GET', path: '/api/cart/coupon', query: q(['cartId', s.cartId]), body: null }),
  (s) => ({
    method: 'POST',
    path: '/api/user/create',
    query: [],
    body: {
      json: {
        customer: { email: `fuzz-${s.cartId.slice(0, 6)}@example.com`, firstname: 'Fuzz', lastname: 'Tester' },
        password: 'Crabcakes-4-all',
      },
    },
  }),
  (s) => ({ method: 'POST', path: '/api/user/login', query: [], body: { json: { username: s.email, password: s.password } } }),
  () => ({ method: 'GET', path: '/api/user/me', query: [], body: null, auth: true }),
  () => ({
    method: 'POST',
    path: '/api/user/me',
    query: [],
    body: { json: { customer: { firstname: 'Jane', lastname: 'Doe' } } },
    auth: true,
  }),
  () => ({ method: 'GET', path: '/api/user/order-history', query: q(['pageSize', '20'], ['currentPage', '1']), body: null, auth: true }),
  () => ({ method: 'POST', path: '/api/user/verify-email', query: [], body: { json: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' } } }),
  () => ({ method: 'POST', path: '/api/user/resend-verification', query: [], body: null, auth: true }),
  (s) => ({
    method: 'PUT',
    path: `/api/ext/address-book/customers/${s.customerId}`,
    query: [],
    body: { json: { customer: { addresses: [ADDRESS] } } },
    auth: true,
  }),
  (s) => ({
    method: 'POST',
    path: '/api/order',
    query: [],
    body: {
      json: {
        user_id: '',
        cart_id: s.cartId,
        products: [{ sku: 'CRAB-DZ', qty: 1 }],
        addressInformation: {
          billingAddress: ADDRESS,
          shippingAddress: { ...ADDRESS, extension_attributes: { delivery_date: '2099-01-05' } },
          shipping_method_code: 'overnight',
          shipping_carrier_code: 'shoreline',
          payment_method_code: 'cashondelivery',
          payment_method_additional: {},
        },
      },
    },
  }),
  () => ({
    method: 'POST',
    path: '/api/ext/nmi/webhook',
    query: [],
    body: { json: { event_id: 'e1', event_type: 'transaction.refund.success', event_body: { order_id: 'o1', transaction_id: '1' } } },
  }),
  () => ({
    method: 'POST',
    path: '/api/ext/paypal/webhook',
    query: [],
    body: { json: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'R1', links: [] } } },
  }),
  () => ({ method: 'GET', path: '/api/ext/vsf-api-klaviyo/subscribe', query: q(['email', 'jane@example.com']), body: null }),
  () => ({
    method: 'POST',
    path: '/api/ext/vsf-api-klaviyo/subscribe',
    query: [],
    body: { json: { email: 'jane@example.com', storeCode: 'main' } },
  }),
  () => ({ method: 'GET', path: '/api/ext/mail-service/get-token', query: [], body: null }),
  (s) => ({
    method: 'POST',
    path: '/api/ext/mail-service/send-email',
    query: [],
    body: {
      json: {
        sourceAddress: 'jane@example.com',
        targetAddress: 'hello@shoreline.example',
        subject: 'Question',
        emailText: 'Do you ship to Alaska on Saturdays?',
        confirmation: false,
        token: s.mailToken,
      },
    },
  }),
  () => ({ method: 'GET', path: '/api/review/product/101', query: [], body: null }),
  () => ({
    method: 'POST',
    path: '/api/review/create',
    query: [],
    body: {
      json: {
        review: {
          product_id: 101,
          title: 'Great',
          detail: 'Full of meat, well seasoned.',
          nickname: 'Jo',
          rating: 5,
          review_entity: 'product',
        },
      },
    },
  }),
  () => ({ method: 'GET', path: '/api/stores', query: [], body: null }),
  () => ({ method: 'GET', path: '/api/health', query: [], body: null }),
  () => ({ method: 'GET', path: '/media/product/crab.svg', query: [], body: null }),
];

/** A back-office route as the API lists it, e.g. `PATCH /api/admin/staff/:id`. */
interface AdminRoute {
  method: string;
  path: string;
}

/** Every /api/admin route of the running API, read from Fastify's route tree (so a new route is fuzzed too). */
function adminRoutesOf(api: RunningApi): AdminRoute[] {
  const stack: string[] = [];
  const routes: AdminRoute[] = [];
  for (const line of api.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    if (!path.startsWith('/api/admin') || !match[3]) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** Values for the route parameters that name something that exists (so mutations reach past the lookup). */
function adminParam(name: string, path: string, state: State): string {
  if (name === 'id' && path.startsWith('/api/admin/staff/')) return String(state.targetStaffId);
  if (name === 'id' && path.startsWith('/api/admin/customers/')) return String(state.customerId);
  if (name === 'code') return path.startsWith('/api/admin/coupons/') ? 'WELCOME10' : 'color';
  if (name === 'sku') return 'CRAB-DZ';
  if (name === 'name') return 'main.jpg';
  if (name === 'jobId') return '00000000-0000-4000-8000-000000000000';
  return '1';
}

const ADMIN_BODIES: Record<string, Json> = {
  'POST /api/admin/auth/login': { email: 'fuzz-owner@staff.example', password: 'fuzz-owner-password' },
  'POST /api/admin/staff': { email: 'fuzz-new@staff.example', name: 'Fuzz New', role: 'packer', password: 'packing-4-life' },
  'PATCH /api/admin/staff/:id': { name: 'Fuzz Target', role: 'packer', isActive: true },
  'POST /api/admin/orders/:id/status': { status: 'packed', note: 'fuzz' },
  'POST /api/admin/orders/:id/ship': { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
  'POST /api/admin/orders/:id/cancel': { reason: 'fuzz' },
  'POST /api/admin/orders/:id/refund': { lines: [{ orderItemId: 1, qty: 1 }], shipping: false, to: 'store_credit', reason: 'fuzz' },
  'POST /api/admin/orders/:id/refund/preview': { lines: [{ orderItemId: 1, qty: 1 }], to: 'store_credit' },
  'PATCH /api/admin/products/:sku': { price_cents: 1999, description: '<p onclick="x()">Fresh</p>', qty: 5 },
  'POST /api/admin/customers/:id/store-credit': { amount_cents: 500, reason: 'fuzz' },
  'POST /api/admin/coupons': { code: 'FUZZ10', description: 'fuzz', discount_type: 'percent', discount_value: 10, is_active: true },
  'PATCH /api/admin/coupons/:code': { description: 'fuzzed', is_active: true },
  'PATCH /api/admin/categories/:id': { name: 'Crabs', description: '<p>Fresh</p>' },
  'PATCH /api/admin/attributes/:code': { frontend_label: 'Colour' },
  'POST /api/admin/cms-pages': { identifier: 'fuzz-page', title: 'Fuzz', content: '<p>x</p>', is_active: true },
  'PATCH /api/admin/cms-pages/:id': { title: 'Fuzzed', content: '<style>p{}</style><p>x</p>' },
  'POST /api/admin/cms-blocks': { identifier: 'fuzz-block', title: 'Fuzz', content: '<p>x</p>', is_active: true },
  'PATCH /api/admin/cms-blocks/:id': { content: '<p>y</p>' },
  'POST /api/admin/banners': { store_code: 'main', slot: 'hero', title: 'Fuzz', link: '/c/crabs', image: '/banner/a.svg', position: 1 },
  'PATCH /api/admin/banners/:id': { title: 'Fuzzed' },
  'POST /api/admin/blog-posts': { title: 'Fuzz', url_key: 'fuzz-post', status: 1, content: '<p>x</p>', blog_category_ids: [1] },
  'PATCH /api/admin/blog-posts/:id': { title: 'Fuzzed' },
};

const ADMIN_QUERIES: Record<string, Array<[string, string]>> = {
  'GET /api/admin/audit': q(['entityType', 'staff'], ['page', '1'], ['pageSize', '10']),
  'GET /api/admin/orders': q(['q', 'jane'], ['status', 'processing'], ['page', '1']),
  'GET /api/admin/packing-list': q(['date', '2099-01-05']),
  'GET /api/admin/products': q(['q', 'crab'], ['status', '1'], ['pageSize', '5']),
  'GET /api/admin/customers': q(['q', 'jane']),
  'GET /api/admin/reviews': q(['status', 'pending']),
  'POST /api/admin/import': q(['dryRun', '1']),
};

/** A template for each back-office route: its parameters filled, and a plausible body or query to mutate. */
function adminTemplates(routes: readonly AdminRoute[]): Template[] {
  return routes.map(({ method, path }) => (state) => {
    const key = `${method} ${path}`;
    const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(adminParam(name, path, state)));
    const sample = ADMIN_BODIES[key];
    const writes = method === 'POST' || method === 'PATCH' || method === 'PUT';
    const body: FuzzRequest['body'] =
      key === 'POST /api/admin/import'
        ? { text: '{"type":"coupon","code":"FUZZ-IMPORT","discount_type":"percent","discount_value":5}\n' }
        : sample !== undefined
          ? { json: sample }
          : writes
            ? { json: {} }
            : null;
    return { method, path: filled, query: ADMIN_QUERIES[key] ?? [], body, admin: true };
  });
}

const WEIRD_VALUES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x1f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%s%n%x',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀🦀',
  'ü'.repeat(300),
  'x'.repeat(5000),
  [],
  {},
  [null],
  { $gt: '' },
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const CONTENT_TYPES = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  '',
  'application/json, text/html',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  '*/*',
  'a'.repeat(3000),
];

const HOSTS = [
  '',
  'evil.example',
  'localhost:99999',
  '[::1]',
  'restaurant.localhost',
  'a'.repeat(2000),
  'localhost\t',
  'xn--crab-1na.example',
  '127.0.0.1:1:2',
];

const AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  `Bearer ${'a'.repeat(6000)}`,
  'Bearer \u00ff\u00fe',
  'bearer  x  y',
  'Negotiate',
];

const PATH_INSERTS = [
  '%',
  '%zz',
  '%00',
  '%c0%af',
  '%E0%A4%A',
  '%2e%2e%2f',
  '%25',
  '%ff%fe',
  '..',
  '.',
  '//',
  '%2F',
  ';',
  '%3B',
  'ü',
  '😀',
  '\u202e',
  ' ',
];

const ROUTE_PARAMS_PATHS = [
  '/api/review/product/',
  '/api/stock/check/',
  '/api/user/orders/',
  '/api/ext/address-book/addresses/',
  '/media/',
  '/api/admin/orders/',
  '/api/admin/staff/',
  '/api/admin/products/',
  '/api/admin/customers/',
  '/api/admin/coupons/',
  '/api/admin/attributes/',
  '/api/admin/categories/',
  '/api/admin/cms-pages/',
  '/api/admin/banners/',
  '/api/admin/import/',
  '/api/admin/reviews/',
];

function mutateJson(value: Json, random: Random, depth = 0): Json {
  if (value === null || typeof value !== 'object' || depth > 6 || random.chance(0.25)) return random.pick(WEIRD_VALUES);
  if (Array.isArray(value)) {
    if (value.length === 0 || random.chance(0.2)) return [...value, random.pick(WEIRD_VALUES)];
    const at = random.int(value.length);
    return value.map((item, i) => (i === at ? mutateJson(item, random, depth + 1) : item));
  }
  const keys = Object.keys(value);
  const copy: { [key: string]: Json } = { ...value };
  if (keys.length === 0 || random.chance(0.15)) {
    copy[random.pick(['extra', 'id', 'sku', 'qty', ...PROTO_KEYS])] = random.pick(WEIRD_VALUES);
    return copy;
  }
  const key = random.pick(keys);
  if (random.chance(0.25)) delete copy[key];
  else copy[key] = mutateJson(value[key], random, depth + 1);
  return copy;
}

const DEEP_MARK = '\u0001deep\u0001';

/** The value with one leaf (or a new key) replaced by `leaf`. */
function mutateJsonLeaf(value: Json, random: Random, leaf: Json): Json {
  if (value === null || typeof value !== 'object' || random.chance(0.2)) return leaf;
  if (Array.isArray(value)) {
    if (value.length === 0) return [leaf];
    const at = random.int(value.length);
    return value.map((item, i) => (i === at ? mutateJsonLeaf(item, random, leaf) : item));
  }
  const keys = Object.keys(value);
  const key = keys.length === 0 ? 'extra' : random.pick(keys);
  return { ...value, [key]: mutateJsonLeaf(value[key] ?? null, random, leaf) };
}

function deeplyNested(depth: number, random: Random): string {
  return random.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function withPrototypeKey(json: Json, random: Random): string {
  const key = random.pick(['__proto__', 'constructor']);
  const poison = key === '__proto__' ? '{"polluted":true}' : '{"prototype":{"polluted":true}}';
  const text = JSON.stringify(json ?? {});
  if (!text.startsWith('{') || text === '{}') return `{"${key}":${poison}}`;
  return `{"${key}":${poison},${text.slice(1)}`;
}

const BODY_MUTATIONS: Array<[string, (json: Json, random: Random) => FuzzRequest['body']]> = [
  ['json value', (json, random) => ({ json: mutateJson(json, random) })],
  ['json value twice', (json, random) => ({ json: mutateJson(mutateJson(json, random), random) })],
  ['prototype key', (json, random) => ({ text: withPrototypeKey(json, random) })],
  [
    'truncated',
    (json, random) => {
      const text = JSON.stringify(json);
      return { text: text.slice(0, random.int(text.length)) };
    },
  ],
  [
    'byte flipped',
    (json, random) => {
      const text = JSON.stringify(json);
      const at = random.int(Math.max(text.length, 1));
      return { text: text.slice(0, at) + random.pick(['"', '\\', '{', ']', ',', '\u0000', 'x', '\ud800']) + text.slice(at + 1) };
    },
  ],
  [
    'not an object',
    (_json, random) => ({ text: random.pick(['"text"', '123', 'null', '[]', 'true', '1e999', '-', 'NaN', "{'a':1}", '{"a":1,}']) }),
  ],
  ['deep nesting', (_json, random) => ({ text: deeplyNested(random.pick([100, 1000, 10_000, 40_000]), random) })],
  [
    'deep value inside',
    (json, random) => {
      const marked = JSON.stringify(mutateJsonLeaf(json, random, DEEP_MARK));
      return { text: marked.replace(JSON.stringify(DEEP_MARK), deeplyNested(random.pick([1000, 5000, 20_000]), random)) };
    },
  ],
  ['huge number', () => ({ text: '{"qty":1e400,"size":123456789012345678901234567890,"start":-1e308}' })],
  ['empty', () => ({ text: '' })],
  [
    'over the body limit',
    (json) => ({ text: JSON.stringify({ ...(json && typeof json === 'object' ? json : {}), pad: 'x'.repeat(110 * 1024) }) }),
  ],
  ['removed', () => null],
];

function mutatePath(path: string, random: Random): string {
  switch (random.int(7)) {
    case 0:
      return `${path}/${'a'.repeat(random.pick([101, 1000, 8000]))}`;
    case 1: {
      const at = random.int(path.length + 1);
      return path.slice(0, at) + random.pick(PATH_INSERTS) + path.slice(at);
    }
    case 2:
      return random.pick([
        '/api/../api/catalog',
        '/api/cart/../../etc/passwd',
        '/media/../../../../etc/passwd',
        '/media/%2e%2e/%2e%2e/etc/passwd',
        '/api/./stock/check',
      ]);
    case 3:
      return (
        random.pick(ROUTE_PARAMS_PATHS) +
        random.pick(['%', '-1', '0', '1e3', 'NaN', '%00', '..%2f..%2f', 'x'.repeat(150), '9'.repeat(40), '__proto__', ' '])
      );
    case 4:
      return path.toUpperCase();
    case 5:
      return `${path}${random.pick(['/', '//', '?', '#frag', '.json', '%20'])}`;
    default:
      return `/${random.pick(['api', 'api/x', '', '*', 'api/catalog/product/_search', 'api/ext', 'API'])}`;
  }
}

function mutateQuery(query: Array<[string, string]>, random: Random): Array<[string, string]> {
  const copy = [...query];
  switch (random.int(5)) {
    case 0:
      if (copy.length > 0) copy.splice(random.int(copy.length), 1);
      return copy;
    case 1:
      // The same name twice: Fastify then hands the route an array.
      return copy.length > 0 ? [...copy, [copy[random.int(copy.length)][0], random.pick(['x', '', 'CRAB-DZ'])]] : copy;
    case 2:
      return [
        ...copy,
        [
          random.pick([
            'cartId',
            'sku',
            'skus',
            'token',
            'storeCode',
            'coupon',
            'email',
            'pageSize',
            'page',
            'q',
            'status',
            'dryRun',
            'entityType',
            'entityId',
            'date',
            '__proto__',
            'constructor[prototype][x]',
            'a[b][c]',
          ]),
          String(random.pick(WEIRD_VALUES)),
        ],
      ];
    case 3:
      return copy.map(([name, value]) => [
        name,
        random.pick(['%', '%zz', '%00', value + '%', 'x'.repeat(3000), '-1', 'NaN', ','.repeat(300)]),
      ]);
    default:
      return [...copy, ['cartId[]', 'a'], ['cartId[__proto__]', 'b']];
  }
}

function mutateHeaders(headers: Array<[string, string]>, random: Random): Array<[string, string]> {
  const replaced = (name: string, value: string | null) => {
    const rest = headers.filter(([n]) => n.toLowerCase() !== name);
    return value === null ? rest : [...rest, [name, value] as [string, string]];
  };
  switch (random.int(8)) {
    case 0:
      return replaced('content-type', random.pick(CONTENT_TYPES));
    case 1:
      return replaced('host', random.chance(0.2) ? null : random.pick(HOSTS));
    case 2:
      return replaced('authorization', random.pick(AUTHORIZATIONS));
    case 3:
      return replaced('x-vs-store-code', random.pick(['restaurant', 'nope', '', 'x'.repeat(500), '__proto__', 'main, restaurant']));
    case 4:
      return [...headers, ['x-request-id', random.pick(['', 'x'.repeat(4000), 'ü', '../..'])]];
    case 5:
      return [...headers, ['x-junk', 'v'.repeat(random.pick([100, 8000, 17_000]))]];
    case 6:
      return [...headers, ['expect', '100-continue']];
    default:
      return [...headers, ['transfer-encoding', random.pick(['chunked', 'gzip', 'identity'])]];
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', 'get', 'CONNECT'];

/** Who a back-office request speaks as: mostly the owner, also a packer, a customer or nobody. */
function adminAuthorization(state: State, random: Random): Array<[string, string]> {
  const pick = random.next();
  if (pick < 0.6) return [['authorization', `Bearer ${state.ownerToken}`]];
  if (pick < 0.75) return [['authorization', `Bearer ${state.packerToken}`]];
  if (pick < 0.82) return [['authorization', `Bearer ${state.token}`]];
  return [];
}

/** The back-office sign-in cookie, sometimes (mostly for the session calls, which read it): valid (until rotated), malformed or junk. */
function adminCookie(state: State, random: Random, path: string): Array<[string, string]> {
  if (random.chance(path.startsWith('/api/admin/auth/') ? 0.2 : 0.8)) return [];
  const value = random.pick([state.refreshCookie, '%E0%A4%A', '%', '', 'x'.repeat(300), 'a=b', '%00', '😀']);
  return [['cookie', random.chance(0.8) ? `shoreline_admin=${value}` : `other=1; shoreline_admin=${value}; shoreline_admin=x`]];
}

function buildRequest(template: Template, state: State, random: Random): FuzzRequest {
  const { auth, admin, ...valid } = template(state);
  const identity: Array<[string, string]> = admin
    ? [...adminAuthorization(state, random), ...adminCookie(state, random, valid.path)]
    : auth
      ? [['authorization', `Bearer ${state.token}`]]
      : [];
  const request: FuzzRequest = {
    ...valid,
    headers: [['host', state.host], ...identity],
    mutations: [],
  };
  if (request.body) request.headers.push(['content-type', admin && 'text' in request.body ? 'application/x-ndjson' : 'application/json']);
  const count = random.chance(0.1) ? 0 : 1 + random.int(3);
  for (let i = 0; i < count; i++) {
    const kind = random.int(10);
    if (kind === 0) {
      request.method = random.pick(METHODS);
      request.mutations.push(`method ${request.method}`);
    } else if (kind === 1) {
      request.path = mutatePath(request.path, random);
      request.mutations.push('path');
    } else if (kind === 2) {
      request.query = mutateQuery(request.query, random);
      request.mutations.push('query');
    } else if (kind <= 4) {
      request.headers = mutateHeaders(request.headers, random);
      request.mutations.push('headers');
    } else {
      const json = request.body && 'json' in request.body ? request.body.json : {};
      const [name, mutate] = random.pick(BODY_MUTATIONS);
      request.body = mutate(json, random);
      if (request.body && !request.headers.some(([n]) => n === 'content-type')) request.headers.push(['content-type', 'application/json']);
      request.mutations.push(`body: ${name}`);
    }
  }
  return request;
}

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on a lone surrogate). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** Values that already hold a % are sent as they are, malformed escapes included. */
function encodeQuery(query: Array<[string, string]>): string {
  if (query.length === 0) return '';
  return `?${query.map(([name, value]) => `${name}=${value.includes('%') ? value : percentEncode(value)}`).join('&')}`;
}

function bodyText(body: FuzzRequest['body']): string | null {
  if (body === null) return null;
  return 'json' in body ? JSON.stringify(body.json) : body.text;
}

/** The request as bytes: path and headers in UTF-8 as a careless client would send them. */
function toWire(request: FuzzRequest): Buffer {
  const text = bodyText(request.body);
  const body = text === null ? null : Buffer.from(text, 'utf8');
  const chunked = request.headers.some(([name, value]) => name === 'transfer-encoding' && value === 'chunked');
  const lines = [
    `${request.method} ${request.path}${encodeQuery(request.query)} HTTP/1.1`,
    ...request.headers.map(([n, v]) => `${n}: ${v}`),
  ];
  if (body && !chunked) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${[...lines, 'connection: close'].join('\r\n')}\r\n\r\n`, 'utf8');
  if (!body) return chunked ? Buffer.concat([head, Buffer.from('0\r\n\r\n')]) : head;
  if (!chunked) return Buffer.concat([head, body]);
  return Buffer.concat([head, Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
}

function describeRequest(request: FuzzRequest): string {
  const text = bodyText(request.body);
  return JSON.stringify({
    mutations: request.mutations,
    request: `${request.method} ${request.path.slice(0, 200)}${encodeQuery(request.query).slice(0, 200)}`,
    headers: request.headers.map(([n, v]) => `${n}: ${v.slice(0, 80)}`),
    body: text === null ? null : text.slice(0, 300),
  });
}

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/[\w/-]+\.[jt]s|\.[jt]s:\d+:\d+/;

/**
 * The url map answers a raw hit or null; media answers the file; the subscribers
 * export answers CSV. Everything else is the envelope.
 */
function isRawAnswer(request: FuzzRequest, response: RawResponse): boolean {
  if (response.status !== 200 && response.status !== 304) return false;
  const path = request.path.split(/[?#]/)[0];
  return /^\/api\/url(\/map)?\/?$/i.test(path) || request.path.startsWith('/media/') || path === '/api/admin/newsletter/subscribers.csv';
}

function problemsWith(request: FuzzRequest, response: RawResponse): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (STACK_TRACE.test(response.body)) problems.push('stack trace or file path in the body');
  if (request.method === 'HEAD' || isRawAnswer(request, response)) return problems;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [...problems, `body is not JSON: ${response.body.slice(0, 120)}`];
  }
  const envelope = body as { code?: unknown; result?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || !('result' in envelope)) problems.push('no result key');
  if (typeof envelope?.code !== 'number' || envelope.code !== response.status)
    problems.push(`code ${String(envelope?.code)} is not the status ${response.status}`);
  return problems;
}

async function inBatches<T>(items: readonly T[], inFlight: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

async function prepareState(api: RunningApi): Promise<State> {
  const email = `fuzz-owner@example.com`;
  const password = 'Crabcakes-4-all';
  const created = await api.request('POST', '/api/user/create', { customer: { email, firstname: 'Fuzz', lastname: 'Owner' }, password });
  const customerId = (created.body.result as { id: number }).id;
  const token = (await api.request('POST', '/api/user/login', { username: email, password })).body.result as string;
  const cartId = (await api.request('POST', '/api/cart/create')).body.result as string;
  await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CRAB-DZ', qty: 1 } });
  const mailToken = (await api.request('GET', '/api/ext/mail-service/get-token')).body.result as string;
  const owner = await createStaff(api, 'owner', { email: 'fuzz-owner@staff.example', password: 'fuzz-owner-password' });
  const packer = await createStaff(api, 'packer');
  const target = await createStaff(api, 'manager');
  const login = await fetch(`${api.baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const refreshCookie = /shoreline_admin=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return {
    host: new URL(api.baseUrl).host,
    cartId,
    token,
    email,
    password,
    customerId,
    mailToken,
    ownerToken: owner.token,
    packerToken: packer.token,
    targetStaffId: target.id,
    refreshCookie,
  };
}

describe.each(engines.map((engine, index) => ({ ...engine, index })))(`fuzz (seed 0x${SEED.toString(16)}) on $name`, (engine) => {
  const api = suiteApi(engine);

  const share = Math.ceil(TOTAL_REQUESTS / engines.length);
  it(`answers ${share} mutated requests with the envelope, below 500 and without stack traces`, { timeout: 180_000 }, async () => {
    const state = await prepareState(api);
    const routes = adminRoutesOf(api);
    expect(routes.length).toBeGreaterThan(50);
    const admin = adminTemplates(routes);
    const random = new Random(SEED + engine.index);
    const requests: FuzzRequest[] = Array.from({ length: share }, () =>
      buildRequest(random.chance(ADMIN_SHARE) ? random.pick(admin) : random.pick(TEMPLATES), state, random),
    );
    // Every back-office route gets requests of its own (besides the ones mutations send elsewhere).
    const sentTo = new Set(requests.map((request) => `${request.method} ${request.path}`));
    const unsent = admin.map((template) => template(state)).filter((valid) => !sentTo.has(`${valid.method} ${valid.path}`));
    expect(unsent.map((valid) => `${valid.method} ${valid.path}`)).toEqual([]);
    const failures: string[] = [];
    const started = performance.now();
    // How the back-office requests were answered, to see that the fuzz gets past sign-in and validation.
    const adminStatuses = new Map<number, number>();
    await inBatches(requests, IN_FLIGHT, async (request) => {
      try {
        const response = await sendRaw(portOf(api.baseUrl), toWire(request));
        if (request.path.startsWith('/api/admin')) adminStatuses.set(response.status, (adminStatuses.get(response.status) ?? 0) + 1);
        const problems = problemsWith(request, response);
        if (problems.length > 0) failures.push(`${problems.join('; ')} <- ${describeRequest(request)}`);
      } catch (error) {
        failures.push(`${error instanceof Error ? error.message : String(error)} <- ${describeRequest(request)}`);
      }
    });
    console.log(
      `fuzz on ${engine.name}: ${requests.length} requests in ${Math.round(performance.now() - started)} ms, ${failures.length} failures;`,
      `back office by status: ${JSON.stringify(Object.fromEntries([...adminStatuses].sort(([a], [b]) => a - b)))}`,
    );
    // FUZZ_FAILURES_FILE=/tmp/fuzz.txt keeps every failure, not only the first ones the assertion shows.
    if (process.env.FUZZ_FAILURES_FILE)
      fs.appendFileSync(process.env.FUZZ_FAILURES_FILE, failures.map((f) => `${engine.name} ${f}\n`).join(''));
    expect(failures.slice(0, 25)).toEqual([]);
  });
});
