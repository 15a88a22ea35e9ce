import type { AdminGroupPrice } from '@shoreline/domain/wire/admin-catalog';
import type { CustomerGroupView } from '@shoreline/domain/wire/admin-customers';

/**
 * A product's group and quantity prices as the product form edits them: one per line, "group quantity price"
 * ("wholesale 1 69.99", "wholesale 5 64.99", "retail 10 75.00"); quantity 1 is the group's price.
 */
export function groupPricesText(prices: readonly AdminGroupPrice[]): string {
  return prices.map((price) => `${price.group_code} ${price.qty} ${(price.price_cents / 100).toFixed(2)}`).join('\n');
}

export type ParsedGroupPrices =
  { ok: true; prices: Array<{ group_id: number; qty: number; price_cents: number }> } | { ok: false; error: string };

export function parseGroupPrices(text: string, groups: readonly CustomerGroupView[]): ParsedGroupPrices {
  const prices: Array<{ group_id: number; qty: number; price_cents: number }> = [];
  const lines = text.split('\n').map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    const where = `Line ${index + 1}`;
    const parts = line.split(/\s*;\s*|,\s+|\s+/);
    if (parts.length !== 3) return { ok: false, error: `${where}: write the group, the quantity and the price, e.g. "wholesale 5 64.99".` };
    const [code, qtyText, priceText] = parts;
    const group = groups.find((candidate) => candidate.code === code.toLowerCase() || candidate.name.toLowerCase() === code.toLowerCase());
    if (!group) return { ok: false, error: `${where}: there is no customer group "${code}" (${groups.map((g) => g.code).join(', ')}).` };
    if (!/^\d+$/.test(qtyText) || Number(qtyText) < 1) return { ok: false, error: `${where}: the quantity is a whole number, 1 or more.` };
    if (!/^\d+([.,]\d{1,2})?$/.test(priceText)) return { ok: false, error: `${where}: the price is an amount like 64.99.` };
    prices.push({ group_id: group.id, qty: Number(qtyText), price_cents: Math.round(Number(priceText.replace(',', '.')) * 100) });
  }
  return { ok: true, prices };
}
