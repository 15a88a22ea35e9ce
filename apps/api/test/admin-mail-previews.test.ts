import { describe, expect, it } from 'vitest';
import { suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/** Back office: every shop mail rendered with sample data, for owners and managers only. */
describe.each(engines)('admin mail previews on $name', (engine) => {
  const api = suiteApi(engine);
  const call = envelopeCall(api);
  const staff = suiteStaff(api, ['manager', 'packer']);

  it("lists the mails and renders one in a view language with the shop's own logo and links", async () => {
    const list = await call('GET', '/api/admin/mail-previews', undefined, staff.manager.headers);
    expect(list.code).toBe(200);
    expect((list.result as Array<{ name: string }>).map((row) => row.name)).toEqual(
      expect.arrayContaining(['order-confirmation', 'refund', 'staff-new-order', 'gift-card', 'downloads', 'verify-email']),
    );
    const italian = await call('GET', '/api/admin/mail-previews/order-confirmation?lang=it', undefined, staff.manager.headers);
    expect(italian).toMatchObject({
      code: 200,
      result: { name: 'order-confirmation', lang: 'it', subject: expect.stringContaining('Il tuo ordine') },
    });
    const { html, text } = italian.result as { html: string; text: string };
    expect(html).toContain(`src="${api.config.publicUrl}/media/360/96/png/brand/shoreline-logo.svg"`);
    expect(html).toContain(`href="${api.config.publicUrl}/checkout/thank-you?order=`);
    expect(text).toContain('Totale: 139,96\u00a0USD');
  });

  it("previews the mails of a customer's own changes, a hold's question and a gift whose recipient chooses the day, in each language", async () => {
    const list = await call('GET', '/api/admin/mail-previews', undefined, staff.manager.headers);
    const names = ['order-changed', 'order-canceled', 'hold-ask', 'gift-choose-day', 'gift-day-chosen', 'gift-day-chosen-buyer'];
    names.push('gift-day-lapsed', 'gift-delivery-changed', 'gift-message-changed', 'balance-due-again', 'order-canceled-by-shop');
    expect((list.result as Array<{ name: string }>).map((row) => row.name)).toEqual(expect.arrayContaining(names));
    for (const name of names) {
      const subjects = new Set<string>();
      for (const lang of ['en', 'de', 'it']) {
        const preview = await call('GET', `/api/admin/mail-previews/${name}?lang=${lang}`, undefined, staff.manager.headers);
        expect(preview, `${name} in ${lang}`).toMatchObject({ code: 200, result: { name, lang } });
        subjects.add((preview.result as { subject: string }).subject);
      }
      expect(subjects.size, name).toBe(3);
    }
    const invite = await call('GET', '/api/admin/mail-previews/gift-choose-day?lang=de', undefined, staff.manager.headers);
    expect(invite.result).toMatchObject({ subject: expect.stringContaining('Wählen Sie Ihren Liefertag') });
    expect((invite.result as { html: string }).html).toContain('/gift/choose-day?order=');
    const lapsed = await call('GET', '/api/admin/mail-previews/gift-day-lapsed?lang=it', undefined, staff.manager.headers);
    expect(lapsed.result).toMatchObject({ subject: expect.stringContaining('Scegli il giorno di consegna del tuo regalo') });
  });

  it('says what a cancel gave back: the money paid, or that nothing was charged and the store credit is back', async () => {
    const preview = async (name: string) =>
      ((await call('GET', `/api/admin/mail-previews/${name}?lang=en`, undefined, staff.manager.headers)).result as { text: string }).text;
    const paid = await preview('order-canceled');
    expect(paid).toContain('What you paid, $139.96, goes back in full to the way you paid');
    const unpaid = await preview('order-canceled-store-credit');
    expect(unpaid).toContain('You were not charged: the hold on your card is released');
    expect(unpaid).toContain('The $15.00 of store credit you used is back in your account.');
    expect(unpaid).not.toContain('What you paid');
    const byShop = await preview('order-canceled-by-shop');
    expect(byShop).toContain('we are sorry: we had to cancel your');
    expect(byShop).toContain('A word from us: The storm kept our boats in harbor');
  });

  it('answers 404 for an unknown mail, 400 for an unknown language, 403 to a packer, 401 without a token', async () => {
    expect((await call('GET', '/api/admin/mail-previews/nope', undefined, staff.manager.headers)).code).toBe(404);
    expect((await call('GET', '/api/admin/mail-previews/refund?lang=fr', undefined, staff.manager.headers)).code).toBe(400);
    expect((await call('GET', '/api/admin/mail-previews/refund', undefined, staff.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/mail-previews')).code).toBe(401);
  });
});
