import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../context.js';
import type { StoreCatalog } from '../catalog/snapshot-types.js';
import type { OrderRow } from './storage.js';
import { newOrderMail, sendNewOrderNotice } from './shop-notice-mail.js';

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

  it("names a business buyer's company, tax id and the country billed", () => {
    const billing = { firstname: 'Ann', company: 'Krabben GmbH', vat_id: 'DE123456789', country_id: 'DE', street: ['Hafenstr. 1'] };
    const mail = newOrderMail({ ...order, billing_address: JSON.stringify(billing) } as OrderRow, [], 'Shoreline', '$');
    expect(mail.text).toContain(
      'Customer: Ann Arundel <ann@example.com>\nCompany: Krabben GmbH\nTax ID: DE123456789\nBilling country: Germany (DE)\n',
    );
  });

  it('says nothing of a company or tax id the order has none of', () => {
    const billing = { firstname: 'Ann', company: '', vat_id: '', country_id: 'US' };
    const mail = newOrderMail({ ...order, billing_address: JSON.stringify(billing) } as OrderRow, [], 'Shoreline', '$');
    expect(mail.text).not.toContain('Company:');
    expect(mail.text).not.toContain('Tax ID:');
    expect(mail.text).toContain('Billing country: United States (US)');
  });
});
