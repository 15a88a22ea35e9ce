import type { MetaDescriptor } from 'react-router';
import { pageMeta, titleWithStore } from '~/features/seo/page-meta';
import { createTranslator, type MessageKey } from '~/i18n/translate';
import type { RootData } from '~/lib/root-data';
import { blockTitle } from './account-blocks';
import type { AccountPageData } from './types';

/** Personal pages: titled, canonical to their own path, never indexed. */
function privatePageMeta(seo: AccountPageData['seo'], root: RootData | undefined, title: MessageKey): MetaDescriptor[] {
  const t = createTranslator(root?.messages ?? {});
  return pageMeta(seo, { title: titleWithStore(root, t(title)), description: t('account.metaDescription'), noindex: true });
}

export function accountMeta(page: AccountPageData, root: RootData | undefined): MetaDescriptor[] {
  return privatePageMeta(page.seo, root, page.block === 'profile' ? 'account.title' : blockTitle(page));
}

export function createPasswordMeta(seo: AccountPageData['seo'], root: RootData | undefined): MetaDescriptor[] {
  return privatePageMeta(seo, root, 'account.createPassword.title');
}
