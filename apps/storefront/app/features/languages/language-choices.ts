import type { Locale } from '@shoreline/domain';
import { LANGUAGE_NAMES } from './language-names';
import type { LanguageOption } from './types';

/** A store view the visitor may switch to, as the server lists it in the languages link's HTML. */
export interface SwitchableView {
  storeCode: string;
  locale: Locale;
  /** The view's home, a site path with its prefix ("/de", "/"). */
  home: string;
}

/** One `<link rel="alternate" hreflang>` of the page: its language and its absolute URL. */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

const LOCALES = new Set<string>(Object.keys(LANGUAGE_NAMES));

function isSwitchableView(value: unknown): value is SwitchableView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    typeof view.storeCode === 'string' &&
    typeof view.locale === 'string' &&
    LOCALES.has(view.locale) &&
    typeof view.home === 'string' &&
    view.home.startsWith('/') &&
    !view.home.startsWith('//')
  );
}

/** The views the link's data attribute names; anything unreadable is left out (the list is then the page's). */
export function parseSwitchableViews(json: string | undefined): SwitchableView[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isSwitchableView) : [];
  } catch {
    return [];
  }
}

/**
 * The modal's choices: every switchable view, named in its own language, leading to this page in that view when
 * the page names a version in that language (its hreflang links), else to that view's home. The current view
 * stays where it is. An alternate on another origin is kept only when it is the shop's own (same origin).
 */
export function languageChoices(
  views: readonly SwitchableView[],
  alternates: readonly PageAlternate[],
  current: { storeCode: string; here: string },
  origin: string,
): LanguageOption[] {
  return views.map((view) => {
    const isCurrent = view.storeCode === current.storeCode;
    const counterpart = isCurrent ? current.here : sameOriginPath(alternates.find((a) => a.hreflang === view.locale)?.href, origin);
    return {
      storeCode: view.storeCode,
      locale: view.locale,
      name: LANGUAGE_NAMES[view.locale] ?? view.locale,
      href: counterpart ?? view.home,
      samePage: counterpart !== null,
      current: isCurrent,
    };
  });
}

/** An absolute URL of this origin as a site path with its query ("/de/i/shipping?x=1"); null for anything else. */
function sameOriginPath(href: string | undefined, origin: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The page's language versions, read from its head (React Router keeps them in step on every navigation). */
export function pageAlternates(doc: Document): PageAlternate[] {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'), (link) => ({
    hreflang: link.hreflang,
    href: link.href,
  }));
}
