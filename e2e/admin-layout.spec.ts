import { expect, test, type Page } from './support/shop';
import { axeViolations, openInApp } from './support/axe';
import { customerOrder } from './support/customer-order';
import { signInAsStaff, staffHeaders, staffMember } from './support/staff';

/**
 * Every back-office page at a phone's width (390 px) and a desk's (1366 px): the page never scrolls sideways (a wide
 * table scrolls inside its own region) and axe finds nothing. One sign-in, both widths in one browser page.
 */

const WIDTHS = [390, 1366] as const;

/** The page's own width against the window's: more means the page scrolls sideways. */
const sidewaysScroll = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

test('every back-office page fits a phone and a desk, and axe finds nothing on it', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const suffix = `layout-${testInfo.retry}-${Date.now()}`;
  const order = await customerOrder(request, `layout-${suffix}@example.com`, { extras: true });
  const owner = await staffMember(request, suffix, 'owner');
  const headers = await staffHeaders(request, owner);
  const detail = (await (await request.get(`/api/admin/orders/${order.id}`, { headers })).json()) as {
    result: { customer_id: number; store_code: string; delivery_date: string };
  };
  const categories = (await (await request.get('/api/admin/categories', { headers })).json()) as {
    result: { items: Array<{ id: number }> };
  };
  // The list of orders last: the sign-in opens it, so each round starts on another page.
  const pages = [
    `/admin/orders/${order.id}`,
    '/admin/packing-list',
    '/admin/claims',
    '/admin/lots',
    '/admin/at-risk',
    '/admin/delivery',
    `/admin/delivery/days/${detail.result.store_code}/${detail.result.delivery_date}`,
    '/admin/delivery/holds',
    '/admin/products',
    '/admin/products/CRAB-CAKE-CLASSIC-4',
    '/admin/categories',
    `/admin/categories/${categories.result.items[0]?.id ?? 1}`,
    '/admin/attributes',
    '/admin/attributes/color',
    '/admin/customers',
    `/admin/customers/${detail.result.customer_id}`,
    '/admin/coupons',
    '/admin/coupons/new',
    '/admin/reviews',
    '/admin/marketing',
    '/admin/content/pages',
    '/admin/content/pages/new',
    '/admin/stores',
    '/admin/stores/main',
    '/admin/mails',
    // A preview has the list's title: another page comes between them, so that the wait for a new title holds.
    '/admin/import',
    '/admin/mails/order-confirmation',
    '/admin/staff',
    '/admin/audit',
    '/admin/orders',
  ];

  await signInAsStaff(page, owner);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      const before = await page.getByRole('heading', { level: 1 }).textContent();
      await openInApp(page, path);
      // The next screen is on: its own title (every back-office page has another), its data loaded.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(before ?? '');
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) problems.push(`${path} at ${width} px scrolls sideways by ${overflow} px`);
      problems.push(...(await axeViolations(page, `${path} at ${width} px`)));
    }
  }
  expect(problems).toEqual([]);
});
