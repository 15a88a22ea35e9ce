import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signEasyPostWebhook, verifyEasyPostWebhook } from './signature.js';

describe("EasyPost's webhook signature", () => {
  const body = '{"id":"evt_1","object":"Event","description":"tracker.updated"}';

  it('is the hex HMAC-SHA256 of the raw body keyed with the NFKD form of the secret', () => {
    const expected = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(signEasyPostWebhook('secret', body)).toBe(`hmac-sha256-hex=${expected}`);
    // "ﬁ" (U+FB01) is "fi" once NFKD-normalised: the same key.
    expect(signEasyPostWebhook('\uFB01x', body)).toBe(signEasyPostWebhook('fix', body));
  });

  it('accepts only the body it signed, with the secret it was signed with', () => {
    const header = signEasyPostWebhook('secret', body);
    expect(verifyEasyPostWebhook('secret', body, header)).toBe(true);
    expect(verifyEasyPostWebhook('secret', body, header.toUpperCase().replace('HMAC-SHA256-HEX=', 'hmac-sha256-hex='))).toBe(true);
    expect(verifyEasyPostWebhook('secret', `${body} `, header)).toBe(false);
    expect(verifyEasyPostWebhook('other', body, header)).toBe(false);
    expect(verifyEasyPostWebhook('secret', body, header.slice(0, -2))).toBe(false);
    expect(verifyEasyPostWebhook('secret', body, header.replace('hmac-sha256-hex=', 'sha256='))).toBe(false);
    expect(verifyEasyPostWebhook('secret', body, undefined)).toBe(false);
    expect(verifyEasyPostWebhook('', body, header)).toBe(false);
  });
});
