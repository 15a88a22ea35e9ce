import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../context.js';
import { newClaimMail, sendNewClaimNotice, type NewClaimMailInput } from './mail.js';
import { loadConfig } from '../config.js';
import { sampleBrand, sampleStore } from '../mail-previews/samples.js';

const claim: NewClaimMailInput = {
  claimId: 12,
  orderNumber: '000000042',
  storeCode: 'main',
  customer: { name: 'Jane Doe', email: 'jane@example.com' },
  reason: 'arrived_warm',
  description: 'The box was warm.\nSee https://evil.example/x for more.',
  lines: [{ sku: 'CRAB-DZ', name: 'Blue Crabs (dozen)', qty: 2 }],
};

describe("the shop's new-claim e-mail", () => {
  it('names the order, the claimed lines, the reason and the back office page of the claim', () => {
    const mail = newClaimMail(claim, 'https://shop.example/admin/claims/12', sampleBrand('en-US'));
    expect(mail.subject).toBe('Freshness claim 12 on order #000000042');
    expect(mail.text).toContain('Jane Doe <jane@example.com> filed freshness claim 12 on order #000000042 (main).');
    expect(mail.text).toContain('Reason: Arrived warm\nClaimed: 2 x Blue Crabs (dozen) (CRAB-DZ)');
    expect(mail.text).toContain('Decide it in the back office:\nhttps://shop.example/admin/claims/12');
    expect(mail.html).toContain('<a href="https://shop.example/admin/claims/12"');
    // The customer's words go through as one line, without the links they typed.
    expect(mail.text).toContain('The box was warm. See for more.');
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('a failed new-claim e-mail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is logged with the claim and order, and never throws (the claim stands)', async () => {
    const logged: Array<{ fields: unknown; message: unknown }> = [];
    const sent: unknown[] = [];
    const context = {
      mailer: { send: (mail: unknown) => (sent.push(mail), Promise.reject(new Error('SMTP down'))) },
      config: loadConfig({
        PUBLIC_URL: 'https://shop.example',
        SHOP_EMAIL: 'orders@example.com',
        MAIL_FROM: 'shop@example.com',
      } as NodeJS.ProcessEnv),
      readModel: { current: () => ({ defaultStore: sampleStore('en') }) },
      log: { error: (fields: unknown, message: unknown) => void logged.push({ fields, message }) },
    } as unknown as ApiContext;
    await expect(sendNewClaimNotice(context, claim)).resolves.toBeUndefined();
    expect(sent).toEqual([expect.objectContaining({ to: 'orders@example.com', subject: 'Freshness claim 12 on order #000000042' })]);
    expect(logged).toEqual([
      { fields: { err: expect.any(Error), claim: 12, order: '000000042' }, message: 'new-claim e-mail to the shop failed' },
    ]);
  });
});
