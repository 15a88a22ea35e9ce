import { SPEC_DEFAULTS, type ProductDocument } from '@shoreline/domain';
import { editDistance } from '@shoreline/domain/search/edit-distance';

const { search } = SPEC_DEFAULTS;

/**
 * Free-text product search: boosts name 4, sku 2, category
 * name 1; fuzziness up to 2 edits (a swap of two adjacent letters is one) after a fixed
 * two-letter prefix (which a swap may cross); at least 75% of the terms must match; scores
 * below 0.02 are dropped; an exact sku or child sku always matches first.
 *
 * Built once per catalog snapshot: a vocabulary of distinct tokens with postings,
 * so a query compares its few terms with the vocabulary (not with every product).
 * The postings of all tokens sit in one Int32Array (token i's run is
 * offsets[i]..offsets[i+1]), each entry packing the document and the field, rather
 * than an object per token and document (about 200,000 of them for 14,000 documents).
 */
const NAME = 0;
const SKU = 1;
const CATEGORY = 2;
/** By field number. */
const BOOSTS: readonly number[] = [search.boosts.name, search.boosts.sku, search.boosts['category.name']];
const MAX_PER_TERM = BOOSTS[NAME];
const FIELD_BITS = 2;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

/**
 * Edits allowed for a term: the spec's fuzziness (2) from three letters on; a shorter term is only
 * ever its whole fixed prefix.
 */
function allowedEdits(term: string): number {
  return term.length <= search.fuzzyPrefixLength ? 0 : search.fuzziness;
}

/** The term with the letters at `at` and `at + 1` swapped. */
const swapped = (term: string, at: number) => term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);

/**
 * Whether the token keeps the term's fixed prefix, or would after one swap of adjacent letters inside it or across
 * its end ("srhimp" for "shrimp"): the prefix keeps the vocabulary scan cheap, but a swap is one edit wherever the
 * shopper's fingers made it.
 */
function sharesPrefix(term: string, token: string): boolean {
  const length = search.fuzzyPrefixLength;
  const prefix = token.slice(0, length);
  if (prefix === term.slice(0, length)) return true;
  for (let at = 0; at < Math.min(length, term.length - 1); at++) if (swapped(term, at).slice(0, length) === prefix) return true;
  return false;
}

/** The edits from term to token, when the token keeps the term's first letters; null when it does not. */
function fuzzyDistance(term: string, token: string, edits: number): number | null {
  if (!sharesPrefix(term, token)) return null;
  const distance = editDistance(term, token, edits);
  return distance > edits ? null : distance;
}

export class ProductSearchIndex {
  private readonly tokens: string[];
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;
  private readonly skuToDocs = new Map<string, number[]>();

  constructor(private readonly products: readonly ProductDocument[]) {
    const byToken = new Map<string, number[]>();
    let count = 0;
    const add = (doc: number, field: number, tokens: string[]) => {
      const posting = (doc << FIELD_BITS) | field;
      for (const token of new Set(tokens)) {
        const list = byToken.get(token);
        if (list) list.push(posting);
        else byToken.set(token, [posting]);
        count++;
      }
    };
    products.forEach((product, doc) => {
      add(doc, NAME, tokenize(product.name));
      add(doc, SKU, tokenize(product.sku));
      add(
        doc,
        CATEGORY,
        product.category.flatMap((c) => tokenize(c.name)),
      );
      // A sku finds its product, and a child sku finds the child and its configurable parent.
      for (const sku of [product.sku, ...(product.configurable_children ?? []).map((child) => child.sku)]) {
        const key = sku.toLowerCase();
        const docs = this.skuToDocs.get(key);
        if (docs) docs.push(doc);
        else this.skuToDocs.set(key, [doc]);
      }
    });
    this.tokens = [...byToken.keys()];
    this.offsets = new Int32Array(this.tokens.length + 1);
    this.postings = new Int32Array(count);
    let end = 0;
    let index = 0;
    for (const list of byToken.values()) {
      this.postings.set(list, end);
      end += list.length;
      this.offsets[++index] = end;
    }
  }

  /**
   * The catalogue's wording nearest to the text, for a search that found nothing: each word replaced by
   * the closest indexed term (a looser match than the search's: any first letters, about a third of the
   * word's letters wrong), the most used one on a tie. Null when a word has none or nothing would change.
   */
  closestWording(text: string): string | null {
    const terms = tokenize(text).slice(0, 12);
    const closest = terms.map((term) => this.closestTerm(term));
    if (terms.length === 0 || closest.some((term) => term === null)) return null;
    const wording = closest.join(' ');
    return wording === terms.join(' ') ? null : wording;
  }

  private closestTerm(term: string): string | null {
    const limit = Math.min(search.fuzziness + 1, Math.ceil(term.length / 3));
    let best: { token: string; distance: number; uses: number } | null = null;
    for (let index = 0; index < this.tokens.length; index++) {
      const token = this.tokens[index];
      if (token.length < 3 || /\d/.test(token)) continue;
      const distance = editDistance(term, token, best ? best.distance : limit);
      if (distance > limit) continue;
      const uses = this.offsets[index + 1] - this.offsets[index];
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) best = { token, distance, uses };
    }
    return best?.token ?? null;
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
        for (let index = 0; index < this.tokens.length; index++) {
          const token = this.tokens[index];
          let similarity: number;
          if (token === term) similarity = 1;
          else if (term.length >= 3 && token.startsWith(term)) similarity = 0.9;
          else {
            if (edits === 0) continue;
            const distance = fuzzyDistance(term, token, edits);
            if (distance === null) continue;
            similarity = 1 - distance / (Math.max(term.length, token.length) + 1);
          }
          for (let at = this.offsets[index]; at < this.offsets[index + 1]; at++) {
            const posting = this.postings[at];
            const doc = posting >> FIELD_BITS;
            const value = BOOSTS[posting & FIELD_MASK] * similarity;
            if (value > (best.get(doc) ?? 0)) best.set(doc, value);
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
