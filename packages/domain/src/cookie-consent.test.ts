import { describe, expect, it } from 'vitest';
import { cookieConsentCookie, cookieConsentVariant, hasCookieConsent } from './cookie-consent.js';

describe('the cookies bar cookie', () => {
  it('is read among other cookies, by exact name and value', () => {
    expect(hasCookieConsent('a=1; shoreline_cookies=accepted; b=2')).toBe(true);
    expect(hasCookieConsent('shoreline_cookies=accepted')).toBe(true);
    expect(hasCookieConsent('shoreline_cookies=no')).toBe(false);
    expect(hasCookieConsent('xshoreline_cookies=accepted')).toBe(false);
    expect(hasCookieConsent('')).toBe(false);
    expect(hasCookieConsent(undefined)).toBe(false);
  });

  it('is set for a year on the whole site, Secure on https', () => {
    expect(cookieConsentCookie(false)).toBe('shoreline_cookies=accepted; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(cookieConsentCookie(true)).toMatch(/; Secure$/);
  });

  it('makes two cache variants: with and without the bar', () => {
    expect(cookieConsentVariant('shoreline_cookies=accepted')).toBe('cookies-accepted');
    expect(cookieConsentVariant('other=1')).toBe('');
  });
});
