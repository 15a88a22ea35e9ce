import { expect, test, type Page } from './support/shop';
import { addOneToCart, fillAddressFields, GERMAN_LABELS, HONOLULU } from './support/checkout';

/**
 * The German store view's checkout to Hawaii, on a phone: what overnight adds there (the remote state's surcharge and
 * the dry ice) is named in German with its amount as German writes dollars, and the live-crab refusal is German too.
 * This file's shop runs with STORE_VIEWS=de,it and the Hawaii surcharge (its own workers).
 */
test.use({ shopEnv: { STORE_VIEWS: 'de,it', REMOTE_STATES_SURCHARGE: 'HI:39.99', COLD_PACK: 'gel:0,dryice:4.99' } });

/** A Honolulu address on the German checkout. */
async function fillHawaii(page: Page) {
  await page.goto('/de/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await fillAddressFields(page, { ...HONOLULU, telephone: undefined }, GERMAN_LABELS);
}

test('crab meat to Hawaii in the German view: the surcharges in German, their amounts as German writes dollars', async ({ page }) => {
  await addOneToCart(page, '/de/p/CRAB-MEAT-LUMP/lump-crab-meat-1-lb', 'de');
  await fillHawaii(page);
  const extras = page.getByRole('list', { name: 'Im Lieferpreis enthalten' });
  await expect(extras).toContainText('Lieferung nach Hawaii');
  await expect(extras).toContainText('+39,99\u00a0$');
  await expect(extras).toContainText('Trockeneis, 1 Karton');
  await expect(extras).toContainText('+4,99\u00a0$');
  await expect(extras).not.toContainText('Dry ice');
});

test('live lobsters to Hawaii in the German view: the checkout says why in German', async ({ page }) => {
  await addOneToCart(page, '/de/p/LOBSTER-LIVE-2/live-maine-lobsters', 'de');
  await fillHawaii(page);
  await expect(page.getByRole('alert').filter({ hasText: 'ist für diese Adresse nicht verfügbar' })).toContainText(
    'Lebende Krabben und Hummer versenden wir nur innerhalb der 48 zusammenhängenden Bundesstaaten, nicht nach Hawaii',
  );
});
