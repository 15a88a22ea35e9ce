import type { MetaDescriptor } from 'react-router';
import { titledPageMeta, type PageSeo } from '~/features/seo';
import type { MetaMatches } from '~/lib/root-data';

/** A personal page: titled, never indexed. */
export function giftDayMeta(seo: PageSeo, matches: MetaMatches): MetaDescriptor[] {
  return titledPageMeta(seo, matches, { title: 'order.giftDay.title', description: 'order.giftDay.title', noindex: true });
}
