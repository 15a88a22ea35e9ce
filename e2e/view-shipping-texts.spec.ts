import { expect, test, type Page } from './support/shop';

/**
 * The German store view's checkout to Hawaii, on a phone: what overnight adds there (the remote state's surcharge and
 * the dry ice) is named in German with its amount as German writes dollars, and the live-crab refusal is German too.
 * This file's shop runs with STORE_VIEWS=de,it and the Hawaii surcharge (its own workers).
 */
test.use({ shopEnv: { STORE_VIEWS: 'de,it', REMOTE_STATES_SURCHARGE: 'HI:39.99', COLD_PACK: 'gel:0,dryice:4.99' } });

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ })).toHaveAttribute('aria-label', 'Warenkorb, Artikel: 1');
}

/** A Honolulu address on the German checkout. */
async function fillHawaii(page: Page) {
  await page.goto('/de/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await page.getByLabel('Vorname').fill('Kai');
  await page.getByLabel('Nachname').fill('Akana');
  await page.getByLabel('Straße und Hausnummer').fill('1 Ala Moana Blvd');
  await page.getByLabel('Ort').fill('Honolulu');
  await page.getByLabel('Bundesstaat').selectOption({ label: 'Hawaii (HI)' });
  await page.getByLabel('Postleitzahl').fill('96813');
}

test('crab meat to Hawaii in the German view: the surcharges in German, their amounts as German writes dollars', async ({ page }) => {
  await addToCart(page, '/de/p/CRAB-MEAT-LUMP/lump-crab-meat-1-lb');
  await fillHawaii(page);
  const extras = page.getByRole('list', { name: 'Im Lieferpreis enthalten' });
  await expect(extras).toContainText('Lieferung nach Hawaii');
  await expect(extras).toContainText('+39,99\u00a0$');
  await expect(extras).toContainText('Trockeneis, 1 Karton');
  await expect(extras).toContainText('+4,99\u00a0$');
  await expect(extras).not.toContainText('Dry ice');
});

test('live lobsters to Hawaii in the German view: the checkout says why in German', async ({ page }) => {
  await addToCart(page, '/de/p/LOBSTER-LIVE-2/live-maine-lobsters');
  await fillHawaii(page);
  await expect(page.getByRole('alert').filter({ hasText: 'ist für diese Adresse nicht verfügbar' })).toContainText(
    'Lebende Krabben und Hummer versenden wir nur innerhalb der 48 zusammenhängenden Bundesstaaten, nicht nach Hawaii',
  );
});
