import { expect, test } from './support/shop';

/** What Merchant Center reads from the feed is what a shopper who follows its link sees. */
test('the Google feed lists products whose links open pages with the same price', async ({ page, request }) => {
  const answer = await request.get('/feeds/google.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await answer.text();
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
  expect(items.length).toBeGreaterThan(20);

  const field = (item: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1] ?? null;
  const onSale = items.find((item) => item.includes('<g:sale_price>') && !item.includes('<g:item_group_id>'));
  const item = onSale ?? items[0];
  const link = new URL(field(item, 'link') ?? '');
  const shown = (field(item, 'g:sale_price') ?? field(item, 'g:price') ?? '').replace(' USD', '');
  expect(field(item, 'g:shipping') ?? item).toContain('<g:country>US</g:country>');

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(field(item, 'title')?.replace(/&amp;/g, '&') ?? '');
  await expect(page.getByRole('main').getByText(`$${shown}`).first()).toBeVisible();
});
