/**
 * The card sandbox's test cards and field checks. The documented cards:
 *   4111 1111 1111 1111  approves (any other valid number approves too)
 *   4000 0000 0000 0002  declines ("DECLINE", response_code 200)
 *   any card with CVV 999  CVV mismatch (response_code 225)
 *   an expiry in the past  expired card (response_code 223)
 */
export const APPROVE_CARD = '4111111111111111';
export const DECLINE_CARD = '4000000000000002';
export const CVV_MISMATCH = '999';

export interface SandboxCard {
  number: string;
  /** MMYY */
  exp: string;
  cvv: string;
}

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** "MM / YY", "MM/YY", "MMYY" or "MM/YYYY" as MMYY; null when it is not a month and year. */
export function normaliseExpiry(value: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}${match[2].slice(-2)}`;
}

export function isExpired(exp: string, now: Date): boolean {
  const month = Number(exp.slice(0, 2));
  const year = 2000 + Number(exp.slice(2));
  // A card is good through the last day of its month.
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

export function cardType(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** 411111******1111: the first six and last four digits, as Collect.js reports a card. */
export function maskCard(number: string): string {
  return `${number.slice(0, 6)}${'*'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
}

export interface CardVerdict {
  response: '1' | '2';
  responseCode: string;
  responseText: string;
  cvvResponse: string;
}

/** What the sandbox's "issuer" says about a card. */
export function judgeCard(card: SandboxCard, now: Date): CardVerdict {
  if (isExpired(card.exp, now)) return { response: '2', responseCode: '223', responseText: 'Expired card', cvvResponse: 'M' };
  if (card.cvv === CVV_MISMATCH) return { response: '2', responseCode: '225', responseText: 'CVV2/CVC2 No Match', cvvResponse: 'N' };
  if (card.number === DECLINE_CARD) return { response: '2', responseCode: '200', responseText: 'DECLINE', cvvResponse: 'M' };
  return { response: '1', responseCode: '100', responseText: 'SUCCESS', cvvResponse: 'M' };
}
