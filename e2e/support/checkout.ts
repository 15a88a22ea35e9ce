import { expect, type Locator, type Page } from '@playwright/test';

/** An address as the checkout's address fields take it (the phone left empty where it has none). */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  telephone?: string;
}

/** A Maryland address the delivery calendar serves. */
export const ANN_ARUNDEL: CheckoutAddress = {
  firstname: 'Ann',
  lastname: 'Arundel',
  street: '1 Pier Road',
  city: 'Annapolis',
  state: 'Maryland (MD)',
  postcode: '21401',
  telephone: '410 555 0100',
};

/** A Honolulu address: overnight reaches it only for a surcharge, and never with live shellfish. */
export const HONOLULU: CheckoutAddress = {
  firstname: 'Kai',
  lastname: 'Akana',
  street: '1 Ala Moana Blvd',
  city: 'Honolulu',
  state: 'Hawaii (HI)',
  postcode: '96813',
  telephone: '808 555 0100',
};

/** The address fields' labels in one language of the shop. */
export type AddressLabels = Record<Exclude<keyof CheckoutAddress, 'telephone'>, string> & { telephone: RegExp };

export const ENGLISH_LABELS: AddressLabels = {
  firstname: 'First name',
  lastname: 'Last name',
  street: 'Street address',
  city: 'City',
  state: 'State',
  postcode: 'ZIP code',
  telephone: /^Phone/,
};

export const GERMAN_LABELS: AddressLabels = {
  firstname: 'Vorname',
  lastname: 'Nachname',
  street: 'Straße und Hausnummer',
  city: 'Ort',
  state: 'Bundesstaat',
  postcode: 'Postleitzahl',
  telephone: /^Telefon/,
};

/** Fills one set of address fields (the page's, or a section's) by their labels. */
export async function fillAddressFields(scope: Page | Locator, address: CheckoutAddress = ANN_ARUNDEL, labels = ENGLISH_LABELS) {
  await scope.getByLabel(labels.firstname).fill(address.firstname);
  await scope.getByLabel(labels.lastname).fill(address.lastname);
  await scope.getByLabel(labels.street).fill(address.street);
  await scope.getByLabel(labels.city).fill(address.city);
  await scope.getByLabel(labels.state).selectOption({ label: address.state });
  await scope.getByLabel(labels.postcode).fill(address.postcode);
  if (address.telephone) await scope.getByLabel(labels.telephone).fill(address.telephone);
}

const CART_WORDS = {
  en: { button: 'Add to cart', link: /^Cart/, oneItem: 'Cart, items: 1' },
  de: { button: 'In den Warenkorb', link: /^Warenkorb/, oneItem: 'Warenkorb, Artikel: 1' },
} as const;

/** Adds one of a product from its page (in the English or the German view) and waits for the header's cart to count it. */
export async function addOneToCart(page: Page, path: string, language: keyof typeof CART_WORDS = 'en') {
  const words = CART_WORDS[language];
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: words.button }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: words.link })).toHaveAttribute('aria-label', words.oneItem);
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

/** Adds the product on this page to an empty cart and opens the cart drawer; answers the drawer. */
export async function openCartWithProduct(page: Page, productPath: string) {
  await page.goto(productPath);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAttribute('aria-label', 'Cart, items: 1');
  await cart.click();
  return page.getByRole('dialog', { name: 'Your cart' });
}

/** Adds the product on this page to the cart, opens the cart drawer and applies a discount code there; answers the drawer. */
export async function applyCodeInCart(page: Page, productPath: string, code: string) {
  const drawer = await openCartWithProduct(page, productPath);
  await drawer.getByLabel('Discount code').fill(code);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  return drawer;
}

/** Martha in Easton, MD: the recipient of the gift journeys. */
export const GIFT_RECIPIENT: CheckoutAddress = {
  firstname: 'Martha',
  lastname: 'Shore',
  street: '12 Harbor Lane',
  city: 'Easton',
  state: 'Maryland (MD)',
  postcode: '21601',
  telephone: '410 555 0123',
};

/**
 * One product in the cart, the checkout open with the buyer's e-mail, and "This is a gift" ticked with the recipient's
 * address filled in; answers the recipient's region of the form (where the gift's own fields are).
 */
export async function startGiftCheckout(page: Page, productPath: string, buyerEmail: string): Promise<Locator> {
  await page.goto(productPath);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-label', 'Cart, items: 1');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('E-mail').fill(buyerEmail);
  // The gift choice turns the shipping address into the recipient's and brings the gift's own fields.
  await page.getByLabel('This is a gift').check();
  const recipient = page.getByRole('region', { name: "Recipient's address" });
  await fillAddressFields(recipient, GIFT_RECIPIENT);
  return recipient;
}
