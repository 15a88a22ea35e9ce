import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { SearchButton } from '~/features/search/SearchButton';
import { BagIcon, UserIcon } from '~/ui/icons';

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
        <Link to="/my-account" className={toolClass} aria-label={t('header.account')} title={t('header.account')}>
          <UserIcon />
        </Link>
      </li>
      <li>
        <Link to="/checkout" className={toolClass} aria-label={t('header.cart')} title={t('header.cart')}>
          <BagIcon />
        </Link>
      </li>
    </ul>
  );
}
