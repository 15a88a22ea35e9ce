/**
 * Money is held in integer cents everywhere inside Shoreline. The wire speaks
 * decimals with two fraction digits (as the spec's documents do); these helpers
 * are the only place where the two meet.
 */
export type Cents = number;

/** Converts a decimal amount (e.g. 89.99) to integer cents, rounding once, half away from zero. */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // Work on the decimal string so 1.005 becomes 101, not 100 (binary floats undershoot).
  const sign = amount < 0 ? -1 : 1;
  const [whole, fraction = ''] = Math.abs(amount).toFixed(6).split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction.slice(2, 3) || '0') >= 5 ? 1 : 0;
  return sign * (cents + roundUp) || 0;
}

/** Converts integer cents to the decimal the API speaks (two fraction digits, as a JSON number). */
export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Multiplies cents by a rate given in parts per million and rounds once, half away from zero. */
export function applyRatePpm(cents: Cents, ratePpm: number): Cents {
  const exact = (cents * ratePpm) / 1_000_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface PriceFormat {
  currencySign: string;
  currencyCode: string;
  fractionDigits: number;
  /** "{sign}{amount}" puts the sign first, "{amount} {sign}" after. */
  template: string;
  decimal: string;
  group: string;
}

/** US dollars written the American way ($1,234.56): the main store's format. */
export const US_DOLLAR_FORMAT: PriceFormat = {
  currencySign: '$',
  currencyCode: 'USD',
  fractionDigits: 2,
  template: '{sign}{amount}',
  decimal: '.',
  group: ',',
};

/** Formats cents for display with a store's price format. */
export function formatCents(cents: Cents, format: PriceFormat): string {
  const negative = cents < 0;
  const fixed = (Math.abs(cents) / 100).toFixed(format.fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
  const amount = fraction ? `${grouped}${format.decimal}${fraction}` : grouped;
  const text = format.template.replace('{sign}', format.currencySign).replace('{amount}', amount);
  return negative ? `-${text}` : text;
}
