import { lazy, type ComponentType } from 'react';
import { LoginPage } from './LoginPage';

/**
 * The back office's own route table. React Router knows only `admin/*` (each route it knows goes into
 * the route manifest every shopper page loads); the path after /admin/ is matched here, and each
 * screen's code loads on demand, in chunks no shopper page asks for.
 */
export type ScreenParams = Record<string, string>;

export interface AdminScreen {
  /** Segments after /admin/; `:name` takes one segment, handed to the screen as the prop `name`. */
  pattern: string;
  Screen: ComponentType<ScreenParams>;
  /** Starts loading the screen's code (while the session is checked, say); the Screen then renders at once. */
  preload: () => Promise<unknown>;
}

/** The `:name` segments of a pattern, as a union of names. */
type ParamNames<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : Pattern extends `:${infer Name}`
    ? Name
    : never;

/** A screen loaded on demand; its props must be the pattern's params (checked here, once). */
function screen<Pattern extends string>(
  pattern: Pattern,
  load: () => Promise<ComponentType<{ [Name in ParamNames<Pattern>]: string }>>,
): AdminScreen {
  return { pattern, Screen: lazy(async () => ({ default: (await load()) as ComponentType<ScreenParams> })), preload: load };
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  // Part of the frame, not loaded on demand: the one screen the server renders (the others wait for the
  // session in the browser), so it hydrates with the frame and its form never submits as plain HTML.
  { pattern: 'login', Screen: LoginPage, preload: () => Promise.resolve() },
  screen('orders', () => import('./OrdersPage').then((module) => module.OrdersPage)),
  screen('orders/:id', () => import('./OrderDetailPage').then((module) => module.OrderDetailPage)),
  screen('packing-list', () => import('./PackingListPage').then((module) => module.PackingListPage)),
  screen('claims', () => import('./ClaimsPage').then((module) => module.ClaimsPage)),
  screen('lots', () => import('./LotsPage').then((module) => module.LotsPage)),
  screen('claims/:id', () => import('./ClaimDetailPage').then((module) => module.ClaimDetailPage)),
  screen('at-risk', () => import('./AtRiskPage').then((module) => module.AtRiskPage)),
  screen('products', () => import('./ProductsPage').then((module) => module.ProductsPage)),
  screen('products/:sku', () => import('./ProductEditPage').then((module) => module.ProductEditPage)),
  screen('categories', () => import('./CategoriesPage').then((module) => module.CategoriesPage)),
  screen('categories/:id', () => import('./CategoryEditPage').then((module) => module.CategoryEditPage)),
  screen('attributes', () => import('./AttributesPage').then((module) => module.AttributesPage)),
  screen('attributes/:code', () => import('./AttributeEditPage').then((module) => module.AttributeEditPage)),
  screen('customers', () => import('./CustomersPage').then((module) => module.CustomersPage)),
  screen('customers/:id', () => import('./CustomerDetailPage').then((module) => module.CustomerDetailPage)),
  screen('coupons', () => import('./CouponsPage').then((module) => module.CouponsPage)),
  screen('coupons/new', () => import('./CouponEditPage').then((module) => module.CouponEditPage)),
  screen('coupons/:code/edit', () => import('./CouponEditPage').then((module) => module.CouponEditPage)),
  screen('reviews', () => import('./ReviewsPage').then((module) => module.ReviewsPage)),
  screen('marketing', () => import('./MarketingPage').then((module) => module.MarketingPage)),
  screen('import', () => import('./ImportPage').then((module) => module.ImportPage)),
  screen('staff', () => import('./StaffPage').then((module) => module.StaffPage)),
  screen('audit', () => import('./AuditPage').then((module) => module.AuditPage)),
  screen('delivery', () => import('./DeliveryPage').then((module) => module.DeliveryPage)),
  screen('delivery/days/:store/:date', () => import('./DeliveryDayPage').then((module) => module.DeliveryDayPage)),
  screen('delivery/holds', () => import('./HoldsPage').then((module) => module.HoldsPage)),
  screen('delivery/holds/:id', () => import('./HoldPage').then((module) => module.HoldPage)),
  screen('stores', () => import('./StoresPage').then((module) => module.StoresPage)),
  screen('stores/:code', () => import('./StoreEditPage').then((module) => module.StoreEditPage)),
  screen('mails', () => import('./MailPreviewsPage').then((module) => module.MailPreviewsPage)),
  screen('mails/:name', () => import('./MailPreviewsPage').then((module) => module.MailPreviewsPage)),
  screen('content/:kindPath', () => import('./ContentListPage').then((module) => module.ContentListPage)),
  screen('content/:kindPath/:id', () => import('./ContentEditPage').then((module) => module.ContentEditPage)),
];

/** Paths with no screen of their own: the back office opens on the orders, the content on its first list. */
const REDIRECTS: Readonly<Record<string, string>> = { '': '/admin/orders', content: '/admin/content/pages' };

export type AdminPath =
  { kind: 'redirect'; to: string } | { kind: 'screen'; screen: AdminScreen; params: ScreenParams } | { kind: 'missing' };

/**
 * The params of a pattern matched against a path (segments after /admin/, as React Router decoded
 * them), or null. Like React Router: letters in either case, empty segments (a trailing slash) ignored.
 */
export function matchPattern(pattern: string, path: string): ScreenParams | null {
  const wanted = pattern.split('/');
  const given = path.split('/').filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: ScreenParams = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = given[index];
    else if (segment.toLowerCase() !== given[index].toLowerCase()) return null;
  }
  return params;
}

/** What a path after /admin/ leads to: another address, a screen with its params, or nothing. */
export function resolveAdminPath(path: string): AdminPath {
  const to = REDIRECTS[path.split('/').filter(Boolean).join('/').toLowerCase()];
  if (to) return { kind: 'redirect', to };
  for (const screen of ADMIN_SCREENS) {
    const params = matchPattern(screen.pattern, path);
    if (params) return { kind: 'screen', screen, params };
  }
  return { kind: 'missing' };
}
