import type { MetaDescriptor } from 'react-router';
import { titledPageMeta } from '~/features/seo';
import type { MessageKey } from '~/i18n/translate';
import type { MetaMatches } from '~/lib/root-data';
import { blockTitle } from './account-blocks';
import type { AccountPageData, NewsletterLinkAction } from './types';

/** Personal pages: titled, canonical to their own path, never indexed. Their texts come with the route's data. */
function privatePageMeta(seo: AccountPageData['seo'], matches: MetaMatches, title: MessageKey): MetaDescriptor[] {
  return titledPageMeta(seo, matches, { title, description: 'account.metaDescription', noindex: true });
}

export function accountMeta(page: AccountPageData, matches: MetaMatches): MetaDescriptor[] {
  return privatePageMeta(page.seo, matches, page.block === 'profile' ? 'account.title' : blockTitle(page));
}

export function createPasswordMeta(seo: AccountPageData['seo'], matches: MetaMatches): MetaDescriptor[] {
  return privatePageMeta(seo, matches, 'account.createPassword.title');
}

export const NEWSLETTER_LINK_TITLES: Record<NewsletterLinkAction, MessageKey> = {
  confirm: 'account.newsletterLink.confirm.title',
  unsubscribe: 'account.newsletterLink.unsubscribe.title',
};

export function newsletterLinkMeta(seo: AccountPageData['seo'], matches: MetaMatches, action: NewsletterLinkAction): MetaDescriptor[] {
  return privatePageMeta(seo, matches, NEWSLETTER_LINK_TITLES[action]);
}

export function verifyEmailMeta(seo: AccountPageData['seo'], matches: MetaMatches): MetaDescriptor[] {
  return privatePageMeta(seo, matches, 'account.verifyEmail.title');
}
