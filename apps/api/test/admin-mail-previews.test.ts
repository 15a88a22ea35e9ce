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

  it('answers 404 for an unknown mail, 400 for an unknown language, 403 to a packer, 401 without a token', async () => {
    expect((await call('GET', '/api/admin/mail-previews/nope', undefined, staff.manager.headers)).code).toBe(404);
    expect((await call('GET', '/api/admin/mail-previews/refund?lang=fr', undefined, staff.manager.headers)).code).toBe(400);
    expect((await call('GET', '/api/admin/mail-previews/refund', undefined, staff.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/mail-previews')).code).toBe(401);
  });
});
