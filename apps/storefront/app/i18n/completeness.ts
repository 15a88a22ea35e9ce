/**
 * Compile-time check (never imported at runtime): every translation defines every
 * key of the en-US catalogues. A missing key still falls back to English at
 * runtime, but `npm run typecheck` fails so it does not go unnoticed.
 */
import type coreDe from './core/de-DE.json';
import type coreIt from './core/it-IT.json';
import type catalogDe from './catalog/de-DE.json';
import type catalogIt from './catalog/it-IT.json';
import type productDe from './product/de-DE.json';
import type productIt from './product/it-IT.json';
import type contentDe from './content/de-DE.json';
import type contentIt from './content/it-IT.json';
import type cartDe from './cart/de-DE.json';
import type cartIt from './cart/it-IT.json';
import type accountDe from './account/de-DE.json';
import type accountIt from './account/it-IT.json';
import type orderDe from './order/de-DE.json';
import type orderIt from './order/it-IT.json';
import type { MessageKey } from './translate';

type MissingKeys<Catalogue> = Exclude<MessageKey, keyof Catalogue>;
type AssertComplete<Missing extends never> = Missing;

export type TranslationsComplete = [
  AssertComplete<
    MissingKeys<typeof coreDe & typeof catalogDe & typeof productDe & typeof contentDe & typeof cartDe & typeof accountDe & typeof orderDe>
  >,
  AssertComplete<
    MissingKeys<typeof coreIt & typeof catalogIt & typeof productIt & typeof contentIt & typeof cartIt & typeof accountIt & typeof orderIt>
  >,
];
