import type { Cents } from '@shoreline/domain';

/** Cents as the decimal string gateways read ("12.34"): integer arithmetic only, no float rounding. */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A gateway's decimal string ("12.34", "12.3", "12") as cents; null when it is not one. */
export function decimalToCents(value: string): Cents | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
