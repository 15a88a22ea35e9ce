import type { Locale } from '@shoreline/domain';
import type { PageSeo } from '~/features/seo';

/** One store view the visitor may switch to. */
export interface LanguageOption {
  storeCode: string;
  locale: Locale;
  /** The language named in itself ("Deutsch"). */
  name: string;
  /** The same page in that view where it exists there, else the view's home (a site path with its prefix). */
  href: string;
  samePage: boolean;
  current: boolean;
}

export interface LanguagesPageData {
  options: LanguageOption[];
  /** The view matching the browser's first language (Accept-Language), told in that language; null when none differs. */
  suggestion: { storeCode: string; locale: Locale; href: string; text: string } | null;
  /** Back to the page the visitor came from, in the current view (a path inside the store). */
  backPath: string;
  seo: PageSeo;
}
