import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../../context.js';
import type { StoreCatalog } from '../../catalog/snapshot-types.js';
import type { OrderRow } from '../storage.js';
import type { PricedOrder } from '@shoreline/domain/pricing/priced-order';
import { newOrderMail, sendNewOrderNotice } from './shop-notice-mail.js';
import { sampleBrand } from '../../mail-previews/samples.js';

/** The notice of an order from a store view in a language; its button opens the order in the back office. */
const viewIn = (locale: string) => ({
  brand: sampleBrand(locale),
  adminUrl: 'https://shop.example/admin/orders/43',
  timeZone: 'America/New_York',
});

describe('a failed new-order e-mail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is logged through the app logger with the order number, and the order stands', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const logged: Array<{ fields: unknown; message: unknown }> = [];
    const context = {
      // Reading the order's lines fails: the mail cannot be written.
      db: {},
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      config: { mailFrom: 'shop@example.com', shopEmail: 'orders@example.com' },
      log: { error: (fields: unknown, message: unknown) => void logged.push({ fields, message }) },
    } as unknown as ApiContext;
    await expect(
      sendNewOrderNotice(context, {} as StoreCatalog, { id: 7, increment_id: '000000042' } as OrderRow),
    ).resolves.toBeUndefined();
    expect(logged).toEqual([{ fields: { err: expect.any(Error), order: '000000042' }, message: 'new-order e-mail to the shop failed' }]);
    expect(console).not.toHaveBeenCalled();
  });
});

describe('the new-order e-mail', () => {
  const priced: PricedOrder = {
    version: 1,
    currencyCode: 'USD',
    fulfilment: { mode: 'delivery', method: 'Overnight delivery', date: '2026-12-01' },
    lines: [
      {
        sku: 'CRAB-STEAM',
        name: 'Steamed Blue Crabs',
        productType: 'configurable',
        qty: 2,
        unitCents: 4_500,
        rowCents: 9_000,
        discountCents: 1_350,
        taxCents: 0,
        options: [{ label: 'Size', value: 'Jumbo' }],
      },
    ],
    segments: [
      { code: 'subtotal', title: 'Subtotal', cents: 9_000 },
      { code: 'discount', title: 'Discount (CRABFEAST15)', cents: -1_350, code_ref: 'CRABFEAST15' },
      { code: 'fee', title: 'Insulated packaging', cents: 695, fee: { name: 'Insulated packaging', options: [] } },
      { code: 'shipping', title: 'Overnight delivery', cents: 2_999, shipping: { method: 'Overnight delivery', date: '2026-12-01' } },
      { code: 'tax', title: 'Tax', cents: 0 },
    ],
    grandTotalCents: 11_344,
  };

  it('lists every line and every amount of the priced order, adding up to the grand total the customer was charged', () => {
    const mail = newOrderMail(order as OrderRow, priced, viewIn('en-US'));
    expect(mail.text).toContain(
      [
        'Lines:',
        '2 x Steamed Blue Crabs (CRAB-STEAM): $90.00',
        '    Size: Jumbo',
        '',
        'Subtotal: $90.00',
        'Discount (CRABFEAST15): -$13.50',
        'Insulated packaging: $6.95',
        'Overnight delivery: $29.99',
        'Tax: $0.00',
        'Grand total: $113.44',
      ].join('\n'),
    );
  });

  it("writes amounts as the view's language does (Intl), never the sign glued to the digits ('USD113.44')", () => {
    const italian = newOrderMail(order as OrderRow, priced, viewIn('it-IT')).text;
    expect(italian).toContain('Grand total: 113,44\u00a0USD');
    expect(italian).toContain('Discount (CRABFEAST15): -13,50\u00a0USD');
    expect(italian).not.toMatch(/USD\d/);
    expect(newOrderMail(order as OrderRow, priced, viewIn('en-US')).text).toContain('Grand total: $113.44');
  });

  it('is one of the family: the layout, and one button to the order in the back office', () => {
    const html = newOrderMail(order as OrderRow, priced, viewIn('en-US')).html;
    expect(html).toContain('src="https://shop.example/icon-192.png"');
    expect(html).toContain('<a href="https://shop.example/admin/orders/43"');
  });

  const order = {
    increment_id: '000000043',
    store_code: 'main',
    customer_firstname: 'Ann',
    customer_lastname: 'Arundel',
    customer_email: 'ann@example.com',
    delivery_date: '2026-12-01',
    shipping_description: 'Overnight delivery',
    payment_title: 'Cash on delivery',
    payment_state: 'pending',
    status: 'pending',
    grand_total_cents: 9199,
  };

  it('names the pickup place, day and time, and who each e-gift card goes to', () => {
    const pickup: PricedOrder = {
      ...priced,
      fulfilment: { mode: 'pickup', method: 'Pickup', date: '2026-12-02', time: '17:30', place: null },
      lines: [
        ...priced.lines,
        {
          sku: 'GIFT-50',
          name: 'E-Gift Card',
          productType: 'giftcard',
          qty: 1,
          unitCents: 5_000,
          rowCents: 5_000,
          discountCents: 0,
          taxCents: 0,
          options: [
            { label: 'To', value: 'Martha Shore' },
            { label: 'Recipient e-mail', value: 'martha@example.com' },
          ],
        },
      ],
    };
    const mail = newOrderMail(order as OrderRow, pickup, viewIn('en-US'));
    expect(mail.text).toContain('Pickup: in store on 2026-12-02 at 5:30 PM (ET)');
    expect(mail.text).toContain('E-gift card E-Gift Card for Martha Shore <martha@example.com>');
    expect(mail.text).not.toContain('Delivery date:');
  });

  it("names a business buyer's company, tax id and the country billed", () => {
    const billing = { firstname: 'Ann', company: 'Krabben GmbH', vat_id: 'DE123456789', country_id: 'DE', street: ['Hafenstr. 1'] };
    const mail = newOrderMail({ ...order, billing_address: JSON.stringify(billing) } as OrderRow, priced, viewIn('en-US'));
    expect(mail.text).toContain(
      'Customer: Ann Arundel <ann@example.com>\nCompany: Krabben GmbH\nTax ID: DE123456789\nBilling country: Germany (DE)\n',
    );
  });

  it('says nothing of a company or tax id the order has none of', () => {
    const billing = { firstname: 'Ann', company: '', vat_id: '', country_id: 'US' };
    const mail = newOrderMail({ ...order, billing_address: JSON.stringify(billing) } as OrderRow, priced, viewIn('en-US'));
    expect(mail.text).not.toContain('Company:');
    expect(mail.text).not.toContain('Tax ID:');
    expect(mail.text).toContain('Billing country: United States (US)');
  });
});
