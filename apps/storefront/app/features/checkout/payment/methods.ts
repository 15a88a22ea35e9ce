import type { PaymentMethod } from '@shoreline/sdk';

/** The card gateway's hosted-field settings on its payment method (none of it is secret). */
export interface CardSettings {
  testMode: boolean;
  collectJsUrl: string;
  tokenizationKey: string;
}

export const CARD_METHOD = 'rootways_nmi_option';

function extension(method: PaymentMethod | undefined): Record<string, unknown> {
  const attributes = method?.extension_attributes;
  return attributes && typeof attributes === 'object' ? (attributes as Record<string, unknown>) : {};
}

export function cardSettingsOf(method: PaymentMethod | undefined): CardSettings | null {
  if (method?.code !== CARD_METHOD) return null;
  const { test_mode: testMode, collect_js_url: collectJsUrl, tokenization_key: tokenizationKey } = extension(method);
  if (typeof collectJsUrl !== 'string' || typeof tokenizationKey !== 'string') return null;
  return { testMode: testMode === true, collectJsUrl, tokenizationKey };
}

export const isTestMode = (method: PaymentMethod | undefined): boolean => extension(method).test_mode === true;
