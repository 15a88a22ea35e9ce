import { expect, test, type Page } from './support/shop';
import { addOneToCart, fillAddressFields, payOnDelivery, ANN_ARUNDEL, GERMAN_LABELS, HONOLULU } from './support/checkout';

/**
 * Issue 33: the checkout checks the address's ZIP code against its state where it is typed, and says so next to
 * the ZIP field (ZIP 1234; Honolulu named California), in the shopper's language. A PO box for crab meat is
 * refused by the API when the order is placed, and the refusal is shown next to the street.
 */
test.use({ shopEnv: { STORE_VIEWS: 'de,it' } });

const CRAB_MEAT = '/p/CRAB-MEAT-LUMP/lump-crab-meat-1-lb';

const zipField = (page: Page) => page.locator('#checkout-shipping-zip');
const zipError = (page: Page) => page.locator('#checkout-shipping-zip-error');

test('the checkout refuses ZIP 1234 and Honolulu named California next to the ZIP field', async ({ page }, testInfo) => {
  await addOneToCart(page, CRAB_MEAT);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('E-mail').fill(`zip-${testInfo.retry}-${Date.now()}@example.com`);
  await fillAddressFields(page, { ...ANN_ARUNDEL, city: 'Ocean City', postcode: '1234' });
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place the order' }).click();

  await expect(page.getByTestId('error-summary')).toContainText('Please enter a 5-digit ZIP code (or ZIP+4)');
  await expect(zipError(page)).toHaveText('Please enter a 5-digit ZIP code (or ZIP+4)');
  await expect(zipField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(zipField(page)).toHaveAttribute('aria-describedby', 'checkout-shipping-zip-error');

  await page.getByLabel('City').fill('Honolulu');
  await page.getByLabel('State').selectOption({ label: 'California (CA)' });
  await page.getByLabel('ZIP code').fill('96815');
  await expect(zipError(page)).toHaveText('This ZIP code does not belong to the chosen state');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByTestId('error-summary')).toContainText('This ZIP code does not belong to the chosen state');
  await expect(page.getByTestId('thank-you')).toHaveCount(0);

  // Named as the state it is in, the address is taken.
  await page.getByLabel('State').selectOption({ label: 'Hawaii (HI)' });
  await expect(zipError(page)).toHaveCount(0);
  await expect(zipField(page)).not.toHaveAttribute('aria-invalid', 'true');
});

test('the German checkout says it in German', async ({ page }) => {
  await addOneToCart(page, `/de${CRAB_MEAT}`, 'de');
  await page.goto('/de/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  const namedCalifornia = { ...HONOLULU, state: 'California (CA)', postcode: '96815', telephone: undefined };
  await fillAddressFields(page, namedCalifornia, GERMAN_LABELS);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(zipError(page)).toHaveText('Diese Postleitzahl gehört nicht zum gewählten Bundesstaat');
  await page.getByLabel('Postleitzahl').fill('1234');
  await expect(zipError(page)).toHaveText('Bitte geben Sie eine 5-stellige Postleitzahl (ZIP oder ZIP+4) ein');
});

test('crab meat to a PO box: the order is refused and the street says why', async ({ page }, testInfo) => {
  await addOneToCart(page, CRAB_MEAT);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('E-mail').fill(`po-box-${testInfo.retry}-${Date.now()}@example.com`);
  await fillAddressFields(page, { ...ANN_ARUNDEL, street: 'P.O. Box 1234' });
  await payOnDelivery(page);
  await page.getByLabel(/I accept the/).check();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.locator('#checkout-shipping-street-error')).toHaveText(
    'Perishables cannot be delivered to a PO box: please give a street address',
  );
  await expect(page.getByTestId('thank-you')).toHaveCount(0);
});
