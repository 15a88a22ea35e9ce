import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { payPalSettings } from './settings.js';

describe("PayPal's settings", () => {
  it('reads PAYPAL_* from the environment the configuration was loaded from, with the live defaults', () => {
    const settings = payPalSettings(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' }));
    expect(settings).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      apiUrl: 'https://api-m.paypal.com',
      timeoutMs: 30_000,
      webhookId: 'WH-1',
    });
  });

  it('refuses half the credentials and settings that cannot work', () => {
    expect(() => payPalSettings(loadConfig({ PAYPAL_CLIENT_ID: 'id' }))).toThrow(/Set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/);
    expect(() => payPalSettings(loadConfig({ PAYPAL_API_URL: 'ftp://x' }))).toThrow(/PAYPAL_API_URL/);
    expect(() => payPalSettings(loadConfig({ PAYPAL_TIMEOUT_MS: '0' }))).toThrow(/PAYPAL_TIMEOUT_MS/);
  });
});
