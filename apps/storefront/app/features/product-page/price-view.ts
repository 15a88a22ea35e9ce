import type { PriceView } from './types';

/** Formats cents as the store writes prices. */
export type FormatCents = (cents: number) => string;

/** A price to pay and, while a special price is below it, the original, each with its text. */
export function priceView(finalCents: number, regularCents: number | null, format: FormatCents): PriceView {
  return { finalCents, regularCents, finalText: format(finalCents), regularText: regularCents === null ? null : format(regularCents) };
}

/** A price with an amount added to both the price to pay and the struck-through original. */
export function withSurcharge(base: PriceView, extraCents: number, format: FormatCents): PriceView {
  if (extraCents === 0) return base;
  return priceView(base.finalCents + extraCents, base.regularCents === null ? null : base.regularCents + extraCents, format);
}
