/**
 * Matching categories by name for a search term, forgiving small typos ("steemed crabs",
 * "lobstr"). Pure; used by the search loader.
 */

import { editDistance } from '@shoreline/domain/search/edit-distance';

export { editDistance };

export interface NamedCategory {
  id: number;
  name: string;
}

const MIN_TOKEN_LENGTH = 3;

/** Lower-case words without accents or punctuation. */
export function tokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Typos allowed for a word of this length: none for short words, one from 4 letters, two from 7. */
function allowedTypos(length: number): number {
  if (length >= 7) return 2;
  return length >= 4 ? 1 : 0;
}

function wordMatches(queryWord: string, nameWord: string): boolean {
  if (nameWord.startsWith(queryWord)) return true;
  const typos = allowedTypos(queryWord.length);
  return typos > 0 && editDistance(queryWord, nameWord, typos) <= typos;
}

/** Categories whose name contains every word (3+ letters) of the query, each possibly misspelt a little. */
export function matchCategories<T extends NamedCategory>(categories: readonly T[], query: string, limit: number): T[] {
  const queryWords = tokens(query).filter((word) => word.length >= MIN_TOKEN_LENGTH);
  if (queryWords.length === 0) return [];
  return categories
    .filter((category) => {
      const nameWords = tokens(category.name);
      return queryWords.every((queryWord) => nameWords.some((nameWord) => wordMatches(queryWord, nameWord)));
    })
    .slice(0, limit);
}
