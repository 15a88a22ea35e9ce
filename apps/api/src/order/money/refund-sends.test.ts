import { describe, expect, it } from 'vitest';
import { resendAfterMs } from './refund-sends.js';

describe('the refund sweep’s grace', () => {
  it('is two minutes with the default 30 s gateway timeouts, or without gateways', () => {
    expect(resendAfterMs(30_000)).toBe(120_000);
    expect(resendAfterMs(0)).toBe(120_000);
  });

  it('grows past twice a longer gateway timeout, so an answer still awaited is never sent again', () => {
    expect(resendAfterMs(90_000)).toBe(210_000);
    expect(resendAfterMs(90_000)).toBeGreaterThan(2 * 90_000);
  });
});
