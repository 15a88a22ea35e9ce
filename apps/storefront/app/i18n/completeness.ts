/**
 * Compile-time check (never imported at runtime): every translation defines every
 * key of en-US.json. A missing key still falls back to English at runtime, but
 * `npm run typecheck` fails so it does not go unnoticed.
 */
import type deDE from './de-DE.json';
import type itIT from './it-IT.json';
import type { MessageKey } from './translate';

type MissingKeys<Catalogue> = Exclude<MessageKey, keyof Catalogue>;
type AssertComplete<Missing extends never> = Missing;

export type TranslationsComplete = [AssertComplete<MissingKeys<typeof deDE>>, AssertComplete<MissingKeys<typeof itIT>>];
