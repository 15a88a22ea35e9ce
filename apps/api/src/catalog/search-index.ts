import { SPEC_DEFAULTS, type ProductDocument } from '@shoreline/domain';
import { editDistance } from '@shoreline/domain/search/edit-distance';

const { search } = SPEC_DEFAULTS;

/**
 * Free-text product search (spec document 2 §9): boosts name 4, sku 2, category
 * name 1; fuzziness up to 2 edits; at least 75% of the terms must match; scores
 * below 0.02 are dropped; an exact sku or child sku always matches first.
 *
 * Built once per catalog snapshot: a vocabulary of distinct tokens with postings,
 * so a query compares its few terms with the vocabulary (not with every product).
 */
type Field = 'name' | 'sku' | 'category';
const BOOST: Record<Field, number> = { name: search.boosts.name, sku: search.boosts.sku, category: search.boosts['category.name'] };
const MAX_PER_TERM = BOOST.name;

interface Posting {
  doc: number;
  field: Field;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

/** Edits allowed for a term: none for very short terms, then up to the spec's fuzziness of 2. */
function allowedEdits(term: string): number {
  if (term.length <= 2) return 0;
  if (term.length <= 5) return Math.min(1, search.fuzziness);
  return search.fuzziness;
}

export class ProductSearchIndex {
  private readonly postings = new Map<string, Posting[]>();
  private readonly skuToDocs = new Map<string, number[]>();

  constructor(private readonly products: readonly ProductDocument[]) {
    products.forEach((product, doc) => {
      this.add(doc, 'name', tokenize(product.name));
      this.add(doc, 'sku', tokenize(product.sku));
      this.add(
        doc,
        'category',
        product.category.flatMap((c) => tokenize(c.name)),
      );
      // A sku finds its product, and a child sku finds the child and its configurable parent.
      for (const sku of [product.sku, ...(product.configurable_children ?? []).map((child) => child.sku)]) {
        const key = sku.toLowerCase();
        this.skuToDocs.set(key, [...(this.skuToDocs.get(key) ?? []), doc]);
      }
    });
  }

  private add(doc: number, field: Field, tokens: string[]): void {
    for (const token of new Set(tokens)) {
      const list = this.postings.get(token);
      if (list) list.push({ doc, field });
      else this.postings.set(token, [{ doc, field }]);
    }
  }

  /** Scores every product matching the text; returns product → score in 0..1 (exact sku matches score above 1). */
  search(text: string): Map<ProductDocument, number> {
    const terms = [...new Set(tokenize(text))].slice(0, 12);
    const scores = new Map<ProductDocument, number>();
    const exact = this.skuToDocs.get(text.trim().toLowerCase()) ?? [];
    if (terms.length > 0) {
      const perDoc = new Map<number, { matched: number; score: number }>();
      for (const term of terms) {
        const best = new Map<number, number>();
        const edits = allowedEdits(term);
        for (const [token, list] of this.postings) {
          let similarity: number;
          if (token === term) similarity = 1;
          else if (term.length >= 3 && token.startsWith(term)) similarity = 0.9;
          else {
            if (edits === 0) continue;
            const distance = editDistance(term, token, edits);
            if (distance > edits) continue;
            similarity = 1 - distance / (Math.max(term.length, token.length) + 1);
          }
          for (const posting of list) {
            const value = BOOST[posting.field] * similarity;
            if (value > (best.get(posting.doc) ?? 0)) best.set(posting.doc, value);
          }
        }
        for (const [doc, value] of best) {
          const entry = perDoc.get(doc) ?? { matched: 0, score: 0 };
          entry.matched += 1;
          entry.score += value;
          perDoc.set(doc, entry);
        }
      }
      const needed = Math.ceil(terms.length * search.minimumShouldMatch);
      for (const [doc, { matched, score }] of perDoc) {
        if (matched < needed) continue;
        const normalised = score / (terms.length * MAX_PER_TERM);
        if (normalised >= search.minScore) scores.set(this.products[doc], Math.round(normalised * 10_000) / 10_000);
      }
    }
    for (const doc of exact) scores.set(this.products[doc], 2);
    return scores;
  }
}
