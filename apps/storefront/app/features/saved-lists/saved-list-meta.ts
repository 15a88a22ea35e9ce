import type { MetaDescriptor } from 'react-router';
import { titledPageMeta, type PageSeo } from '~/features/seo';
import type { MessageKey } from '~/i18n/translate';
import type { MetaMatches } from '~/lib/root-data';
import type { SavedListKind } from './saved-lists';

const META_TEXTS: Record<SavedListKind, { title: MessageKey; description: MessageKey }> = {
  compare: { title: 'compare.title', description: 'compare.caption' },
  wishlist: { title: 'wishlist.title', description: 'wishlist.guest' },
};

/** A saved list page's meta: its title with the store's name and its caption, never indexed (the list is the shopper's own). */
export function savedListMeta(kind: SavedListKind, seo: PageSeo | undefined, matches: MetaMatches): MetaDescriptor[] {
  return seo ? titledPageMeta(seo, matches, { ...META_TEXTS[kind], noindex: true }) : [];
}
