import { SPEC_DEFAULTS, formatCents, type AggregationBucket, type AttributeDocument, type PriceFormat } from '@shoreline/domain';
import { ownField, type Doc } from './query-engine.js';

const { catalog } = SPEC_DEFAULTS;

function priceLabel(from: number, to: number | undefined, format: PriceFormat): string {
  const money = (amount: number) => formatCents(amount * 100, { ...format, fractionDigits: 0 });
  if (from === 0 && to !== undefined) return `< ${money(to)}`;
  if (to === undefined) return `> ${money(from)}`;
  return `${money(from)} - ${to}`;
}

/** Price buckets over final_price: 0-50, 50-100, 100-150, 150+ with labels "< $50", "$50 - 100", "> $150". */
export function priceBuckets(docs: readonly Doc[], format: PriceFormat, tick: () => void = () => {}): AggregationBucket[] {
  return catalog.priceRanges.map(({ from, to }) => {
    const count = docs.filter((doc) => {
      tick();
      const price = Number((doc as { final_price?: number }).final_price);
      return Number.isFinite(price) && price >= from && (to === undefined || price < to);
    }).length;
    return {
      key: `${from.toFixed(1)}-${to === undefined ? '*' : to.toFixed(1)}`,
      from,
      ...(to === undefined ? {} : { to }),
      doc_count: count,
      label: priceLabel(from, to, format),
    };
  });
}

/**
 * Term buckets for a select attribute. A configurable product counts for the
 * values of its enabled children too (the `<code>_options` field), once per value.
 */
export function termBuckets(
  docs: readonly Doc[],
  attribute: AttributeDocument | undefined,
  code: string,
  tick: () => void = () => {},
): AggregationBucket[] {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    tick();
    const values = new Set<string>();
    for (const field of [ownField(doc, code), ownField(doc, `${code}_options`)]) {
      for (const value of Array.isArray(field) ? field : [field]) {
        if (value !== null && value !== undefined && value !== '') values.add(String(value));
      }
    }
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const labelOf = new Map((attribute?.options ?? []).map((o) => [o.value, o.label]));
  return [...counts.entries()]
    .filter(([value]) => attribute === undefined || attribute.options.length === 0 || labelOf.has(value))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, catalog.filterAggregationSize)
    .map(([key, doc_count]) => ({ key, doc_count, label: labelOf.get(key) ?? key }));
}

export function aggregate(
  docs: readonly Doc[],
  codes: readonly string[],
  attributes: readonly AttributeDocument[],
  format: PriceFormat,
  tick: () => void = () => {},
): {
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  attributeMetadata: Array<Pick<AttributeDocument, 'attribute_code' | 'attribute_id' | 'frontend_label' | 'options'>>;
} {
  const byCode = new Map(attributes.map((a) => [a.attribute_code, a]));
  const entries: Array<[string, { buckets: AggregationBucket[] }]> = [];
  const metadata: Array<Pick<AttributeDocument, 'attribute_code' | 'attribute_id' | 'frontend_label' | 'options'>> = [];
  for (const code of codes) {
    const attribute = byCode.get(code);
    entries.push([code, { buckets: code === 'price' ? priceBuckets(docs, format, tick) : termBuckets(docs, attribute, code, tick) }]);
    if (attribute) {
      metadata.push({
        attribute_code: attribute.attribute_code,
        attribute_id: attribute.attribute_id,
        frontend_label: attribute.frontend_label,
        options: attribute.options,
      });
    }
  }
  // fromEntries defines own properties, so a code named __proto__ cannot replace the object's prototype.
  return { aggregations: Object.fromEntries(entries), attributeMetadata: metadata };
}
