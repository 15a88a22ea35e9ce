import { expect, type Locator, type Page } from '@playwright/test';

/** A Maryland address the delivery calendar serves, as the checkout's address fields take it. */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  telephone: string;
}

export const ANN_ARUNDEL: CheckoutAddress = {
  firstname: 'Ann',
  lastname: 'Arundel',
  street: '1 Pier Road',
  city: 'Annapolis',
  state: 'Maryland (MD)',
  postcode: '21401',
  telephone: '410 555 0100',
};

/** Fills one set of address fields (the page's, or a section's) by their labels. */
export async function fillAddressFields(scope: Page | Locator, address: CheckoutAddress = ANN_ARUNDEL) {
  await scope.getByLabel('First name').fill(address.firstname);
  await scope.getByLabel('Last name').fill(address.lastname);
  await scope.getByLabel('Street address').fill(address.street);
  await scope.getByLabel('City').fill(address.city);
  await scope.getByLabel('State').selectOption({ label: address.state });
  await scope.getByLabel('ZIP code').fill(address.postcode);
  await scope.getByLabel(/^Phone/).fill(address.telephone);
}

/** Fills the checkout's e-mail and shipping address with a Maryland address the delivery calendar serves. */
export async function fillShipping(page: Page, email = 'guest.buyer@example.com') {
  // After a client-side navigation (the minicart's "Proceed to checkout") the previous page can still be on screen
  // for a moment, and its own "E-mail" field (the product page's stock alert) would take the address.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await fillAddressFields(page);
}

/**
 * A restaurant pickup: the method first, then who collects (no street), the first open slot, and the billing
 * address, which a pickup asks for on its own.
 */
export async function fillPickup(page: Page, email = 'guest.pickup@example.com') {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('radio', { name: /Pick up/i }).check();
  const collector = page.getByRole('region', { name: 'Who collects the order' });
  await expect(collector).toContainText('Pick up at Shoreline Crab House');
  await expect(collector.getByLabel('Street address')).toHaveCount(0);
  await collector.getByLabel('First name').fill('Ann');
  await collector.getByLabel('Last name').fill('Arundel');
  await collector.getByLabel(/^Phone/).fill('410 555 0100');
  await expect(page.getByLabel('Pickup time')).not.toHaveValue('');
  await fillAddressFields(page.getByRole('group', { name: 'Billing address' }));
}

/**
 * Chooses cash on delivery: the e2e shop turns it on (OFFLINE_PAYMENT_METHODS) for the journeys
 * that are not about paying; card and PayPal have their own spec (payments.spec.ts).
 */
export async function payOnDelivery(page: Page) {
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
}

/** Types a card into the gateway's hosted fields (iframes from the payment sandbox's origin). */
export async function typeCard(page: Page, card: { number: string; exp: string; cvv: string }) {
  const field = (name: string) => page.frameLocator(`#checkout-card-${name} iframe`).locator('input');
  await field('ccnumber').fill(card.number);
  await field('ccexp').fill(card.exp);
  await field('cvv').fill(card.cvv);
}

/** The sandbox's card that approves. */
export const APPROVED_CARD = { number: '4111 1111 1111 1111', exp: '12 / 34', cvv: '123' };

/** "$1,234.56" / "-$15.00" as cents. */
export const cents = (text: string | null) => {
  const value = Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
  return (text ?? '').trim().startsWith('-') ? -value : value;
};

/** The card sandbox's approved sales, as its transaction report lists them (the gateway's own record of what it charged). */
export async function approvedSales(baseURL: string): Promise<Array<{ transactionid: string; amount: string }>> {
  const sandbox = new URL(baseURL);
  sandbox.port = String(Number(sandbox.port) + 1);
  const report = (await (await fetch(new URL('/sandbox/nmi/transactions', sandbox))).json()) as {
    transactions: Array<{ transactionid: string; type: string; amount: string; response_code: string }>;
  };
  return report.transactions.filter((t) => t.type === 'sale' && t.response_code === '100');
}

/** Adds the product on this page to the cart, opens the cart drawer and applies a discount code there; answers the drawer. */
export async function applyCodeInCart(page: Page, productPath: string, code: string) {
  await page.goto(productPath);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAttribute('aria-label', 'Cart, items: 1');
  await cart.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByLabel('Discount code').fill(code);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  return drawer;
}
