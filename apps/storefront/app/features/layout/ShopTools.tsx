import { useT } from '~/i18n/useT';
import { SearchButton } from '~/features/search';
import { CartButton } from '~/features/cart';
import { AccountLink } from '~/features/session';

const toolClass = 'inline-flex size-11 items-center justify-center rounded-full text-navy-900 transition-colors hover:bg-navy-900/8';

/** Search, account and cart (links to the pages that arrive with later issues). */
export function ShopTools() {
  const t = useT();
  return (
    <ul className="flex items-center gap-0.5 sm:gap-1" aria-label={t('header.shopTools')}>
      <li>
        <SearchButton className={toolClass} label={t('header.search')} />
      </li>
      <li>
        <AccountLink className={toolClass} label={t('header.account')} namedLabel={(name) => t('account.header.named', { name })} />
      </li>
      <li>
        <CartButton className={toolClass} />
      </li>
    </ul>
  );
}
