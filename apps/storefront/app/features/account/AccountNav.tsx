import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { ACCOUNT_NAV, type AccountBlock } from './account-blocks';

/** The account's blocks: a wrapping row on phones, a side column on desktops; the logout button last. */
export function AccountNav({ block, onLogout }: { block: AccountBlock; onLogout: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('account.nav.label')}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {ACCOUNT_NAV.map((item) => {
          const current = item.blocks.includes(block);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors lg:w-full lg:rounded-xl lg:text-base ${
                  current ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 hover:bg-navy-100'
                }`}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
        <li className="lg:mt-4">
          <button
            type="button"
            onClick={onLogout}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-crab-800 underline-offset-4 hover:underline lg:text-base"
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
