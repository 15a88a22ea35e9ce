import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, type TestStaff, auditRows, suiteStaff } from './admin-harness.js';
import { mailsTo, placeOrder, testAddress } from './fixtures.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/**
 * Back office customers: list (search, store filter, paging in the database), detail (addresses, orders,
 * store credit and its history, newsletter), the password-reset e-mail sent by staff (rate-limited, audited)
 * and the roles: managers and owners only.
 */
interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  store_code: string | null;
  created_at: string;
  orders_count: number;
  store_credit_cents: number;
}
interface CustomerDetail extends CustomerRow {
  addresses: Array<{ id: number; city: string; street: string[]; default_shipping: boolean }>;
  orders: Array<{ id: number; increment_id: string; created_at: string; status: string; grand_total_cents: number }>;
  orders_count: number;
  store_credit_transactions: Array<{ amount_cents: number; balance_after_cents: number; reason: string; staff_email: string | null }>;
  newsletter: { subscribed: boolean } | null;
  last_password_reset: { sent_at: string; staff_email: string | null } | null;
}
interface CustomerPage {
  items: CustomerRow[];
  total: number;
  page: number;
  pageSize: number;
}

const PASSWORD = 'crabcakes-4-all';

describe.each(engines)('admin customers on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'owner', 'packer']);
  const tag = `${engine.name}-${Date.now()}`;
  const ada = { email: `ada.lovelace-${tag}@example.com`, firstname: 'Ada', lastname: 'Lovelace', id: 0 };
  const bob = { email: `bob.crab-${tag}@example.com`, firstname: 'Bob', lastname: 'Crabtree', id: 0 };
  const cy = { email: `cy.shell-${tag}@example.com`, firstname: 'Cy', lastname: 'Shell', id: 0 };

  const call = envelopeCall(api);
  const list = async (query: string, who: TestStaff = staff.manager) =>
    (await call('GET', `/api/admin/customers?${query}`, undefined, who.headers)).result as CustomerPage;
  const detail = async (id: number, who: TestStaff = staff.manager) =>
    (await call('GET', `/api/admin/customers/${id}`, undefined, who.headers)).result as CustomerDetail;

  const register = async (person: typeof ada, headers: Record<string, string> = {}, withAddress = false) => {
    const address = { ...testAddress(person.email), default_shipping: true, default_billing: true };
    const created = await call(
      'POST',
      '/api/user/create',
      {
        customer: {
          email: person.email,
          firstname: person.firstname,
          lastname: person.lastname,
          ...(withAddress ? { addresses: [address] } : {}),
        },
        password: PASSWORD,
      },
      headers,
    );
    expect(created.code).toBe(200);
    person.id = (created.result as { id: number }).id;
  };

  /** A cash-on-delivery order placed by the signed-in customer; answers its increment id. */
  beforeAll(async () => {
    await register(ada, {}, true);
    await register(bob, { 'x-vs-store-code': 'restaurant' });
    await register(cy);
  });

  it('refuses without a staff token (401) and packers (403)', async () => {
    expect(await call('GET', '/api/admin/customers')).toMatchObject({ code: 401, result: 'Staff sign-in required.' });
    expect(await call('GET', `/api/admin/customers/${ada.id}`)).toMatchObject({ code: 401, result: 'Staff sign-in required.' });
    expect((await call('POST', `/api/admin/customers/${ada.id}/password-reset`)).code).toBe(401);
    const refused = { code: 403, result: 'Your role does not allow this.' };
    expect(await call('GET', '/api/admin/customers', undefined, staff.packer.headers)).toMatchObject(refused);
    expect(await call('GET', `/api/admin/customers/${ada.id}`, undefined, staff.packer.headers)).toMatchObject(refused);
    expect(await call('POST', `/api/admin/customers/${ada.id}/password-reset`, undefined, staff.packer.headers)).toMatchObject(refused);
    expect(mailsTo(api, ada.email).filter((mail) => mail.subject.startsWith('Reset your'))).toHaveLength(0);
  });

  it('lists customers newest first, searched by e-mail, name or id, filtered by store and paged', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(3);
    expect(all.items.map((row) => row.email)).toEqual([cy.email, bob.email, ada.email]);
    expect(all.items[2]).toMatchObject({
      id: ada.id,
      firstname: 'Ada',
      lastname: 'Lovelace',
      store_code: 'main',
      orders_count: 0,
      store_credit_cents: 0,
    });
    expect(all.items[2].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await list('q=ADA.LOVE')).items.map((row) => row.id)).toEqual([ada.id]);
    expect((await list('q=ada%20lovelace')).items.map((row) => row.id)).toEqual([ada.id]);
    expect((await list('q=crabtree')).items.map((row) => row.id)).toEqual([bob.id]);
    expect((await list(`q=${cy.id}`)).items.map((row) => row.id)).toContain(cy.id);
    // % and _ are literal, not wildcards.
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);

    const restaurant = await list('store=restaurant');
    expect(restaurant.items.map((row) => [row.email, row.store_code])).toEqual([[bob.email, 'restaurant']]);
    expect((await list('store=main&q=bob')).total).toBe(0);

    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((row) => row.id)).toEqual([ada.id]);
    expect((await call('GET', '/api/admin/customers?pageSize=1000', undefined, staff.manager.headers)).code).toBe(400);
    expect((await list('q=bob', staff.owner)).total).toBe(1);
  });

  it('shows a customer with addresses, orders, store credit and newsletter state; 404 when missing', async () => {
    const token = (await call('POST', '/api/user/login', { username: ada.email, password: PASSWORD })).result as string;
    const { orderNumber: number } = await placeOrder(api, { email: ada.email, token });
    const customer = await detail(ada.id);
    expect(customer).toMatchObject({
      id: ada.id,
      email: ada.email,
      firstname: 'Ada',
      store_code: 'main',
      store_credit_cents: 0,
      orders_count: 1,
    });
    expect(customer.addresses).toHaveLength(1);
    expect(customer.addresses[0]).toMatchObject({ city: 'Baltimore', street: ['1 Pier Rd'], default_shipping: true });
    expect(customer.orders).toHaveLength(1);
    expect(customer.orders[0]).toMatchObject({ increment_id: number, status: 'processing' });
    expect(customer.orders[0].grand_total_cents).toBeGreaterThan(0);
    expect(customer.store_credit_transactions).toEqual([]);
    expect(customer.newsletter).toBeNull();
    expect(customer.last_password_reset).toBeNull();
    expect((await list(`q=${encodeURIComponent(ada.email)}`)).items[0].orders_count).toBe(1);

    expect(await call('GET', '/api/admin/customers/999999', undefined, staff.manager.headers)).toMatchObject({
      code: 404,
      result: 'No customer with this id.',
    });
    expect((await call('GET', '/api/admin/customers/abc', undefined, staff.manager.headers)).code).toBe(400);
  });

  it('shows a store-credit adjustment in the detail and the list', async () => {
    const url = `/api/admin/customers/${bob.id}/store-credit`;
    expect(await call('POST', url, { amount_cents: 1500, reason: 'Late delivery' }, staff.manager.headers)).toEqual({
      code: 200,
      result: { balance_cents: 1500 },
    });
    expect((await call('POST', url, { amount_cents: -250, reason: 'Correction' }, staff.owner.headers)).code).toBe(200);
    const customer = await detail(bob.id);
    expect(customer.store_credit_cents).toBe(1250);
    expect(customer.store_credit_transactions).toEqual([
      expect.objectContaining({ amount_cents: -250, balance_after_cents: 1250, reason: 'Correction', staff_email: staff.owner.email }),
      expect.objectContaining({ amount_cents: 1500, balance_after_cents: 1500, reason: 'Late delivery', staff_email: staff.manager.email }),
    ]);
    expect((await list('q=crabtree')).items[0].store_credit_cents).toBe(1250);
  });

  it('sends the shopper password-reset e-mail once per interval, audited, from the customer store', async () => {
    const url = `/api/admin/customers/${ada.id}/password-reset`;
    const sent = await call('POST', url, undefined, staff.manager.headers);
    expect(sent).toMatchObject({ code: 200, result: { sent_to: ada.email, store_code: 'main' } });
    const resetMails = (email: string) => mailsTo(api, email).filter((mail) => mail.subject.startsWith('Reset your'));
    const mails = resetMails(ada.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Reset your Test Shore password');
    const link = /\/create-password\/token\/([^/\s]+)\/email\/(\S+)/.exec(mails[0].text);
    expect(link).not.toBeNull();

    const again = await api.request('POST', url, undefined, staff.manager.headers);
    expect(again.status).toBe(429);
    expect(again.body.result).toMatch(/less than 10 minutes ago/);
    expect(resetMails(ada.email)).toHaveLength(1);

    const rows = await auditRows(api, 'customer', ada.id);
    expect(rows.map((row) => [row.action, row.staff_id])).toEqual([['customer.password_reset', staff.manager.id]]);
    expect((await detail(ada.id)).last_password_reset).toMatchObject({ staff_email: staff.manager.email });

    // The link works like the shopper's own.
    expect(
      (await call('POST', '/api/user/create-password', { email: ada.email, newPassword: 'new-crab-pass-9', resetToken: link![1] })).code,
    ).toBe(200);
    expect((await call('POST', '/api/user/login', { username: ada.email, password: 'new-crab-pass-9' })).code).toBe(200);

    // A customer of the restaurant gets the restaurant's e-mail.
    expect((await call('POST', `/api/admin/customers/${bob.id}/password-reset`, undefined, staff.owner.headers)).code).toBe(200);
    expect(mailsTo(api, bob.email).at(-1)?.subject).toBe('Reset your Test Crab House password');

    expect(await call('POST', '/api/admin/customers/999999/password-reset', undefined, staff.manager.headers)).toMatchObject({
      code: 404,
      result: 'No customer with this id.',
    });
  });

  it('answers 502 and voids the link when the e-mail cannot go out, and lets staff try again', async () => {
    const outbox = api.config.mailOutboxDir;
    const url = `/api/admin/customers/${cy.id}/password-reset`;
    fs.mkdirSync(outbox, { recursive: true });
    fs.renameSync(outbox, `${outbox}.away`);
    fs.writeFileSync(outbox, 'not a folder');
    try {
      expect(await call('POST', url, undefined, staff.manager.headers)).toMatchObject({
        code: 502,
        result: 'The password-reset e-mail could not be sent. Try again later.',
      });
    } finally {
      fs.rmSync(outbox);
      fs.renameSync(`${outbox}.away`, outbox);
    }
    const { db } = await adminDb(api);
    const tokens = await db.selectFrom('password_resets').selectAll().where('customer_id', '=', cy.id).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0].used_at).not.toBeNull();
    const actions = await auditRows(api, 'customer', cy.id);
    expect(actions.map((row) => row.action)).toEqual(['customer.password_reset', 'customer.password_reset_failed']);

    expect((await call('POST', url, undefined, staff.manager.headers)).code).toBe(200);
    expect(mailsTo(api, cy.email).filter((mail) => mail.subject.startsWith('Reset your'))).toHaveLength(1);
  });
});
