import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('Accept-Language', () => {
  it('ranks the languages by weight, then by order', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['de', 'en']);
    expect(acceptedLanguages('en;q=0.5, it-IT')).toEqual(['it', 'en']);
    expect(acceptedLanguages('*, fr;q=0')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});
