import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ProductCard, type ProductCardData } from '~/features/product';
import { openAuthModal, useSession } from '~/features/session';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';
import { LIST_PATH } from './saved-lists';
import type { WishlistPageData } from './types';

type AccountList = { state: 'guest' } | { state: 'loading' } | { state: 'ready'; items: ProductCardData[] } | { state: 'failed' };

/** A signed-in customer's list comes from the API once the session is known; a guest's is the page's own. */
function useAccountList() {
  const view = useSession();
  const [list, setList] = useState<AccountList>({ state: 'guest' });
  const session = view.status === 'ready' && view.user ? view.session : null;
  useEffect(() => {
    if (!session) {
      setList({ state: 'guest' });
      return;
    }
    let live = true;
    setList({ state: 'loading' });
    void import('./wishlist.client').then(async ({ accountWishlist, wishlistCard }) => {
      const items = await accountWishlist(session);
      if (live) setList(items ? { state: 'ready', items: items.map(wishlistCard) } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [session]);
  return { list, setList, session, signedOut: view.status === 'ready' && !view.user };
}

export function WishlistPage({ data }: { data: WishlistPageData }) {
  const t = useT();
  const titleId = useId();
  const { list, setList, session, signedOut } = useAccountList();
  const [notice, setNotice] = useState(data.added ? t('wishlist.added', { name: data.added }) : '');
  const items = list.state === 'ready' ? list.items : data.items;

  /** Signed in: the account's list changes through the API; a guest's form posts as it is. */
  async function remove(event: FormEvent<HTMLFormElement>, product: ProductCardData) {
    if (!session) return;
    event.preventDefault();
    const { removeFromAccountWishlist, wishlistCard } = await import('./wishlist.client');
    const left = await removeFromAccountWishlist(session, product.sku);
    if (!left) return setNotice(t('wishlist.failed'));
    setList({ state: 'ready', items: left.map(wishlistCard) });
    setNotice(t('wishlist.removed', { name: product.name }));
  }

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <h1 id={titleId} className="text-3xl font-semibold text-navy-900 sm:text-4xl">
        {t('wishlist.title')}
      </h1>
      <p role="status" className={notice ? 'rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900' : 'sr-only'}>
        {notice}
      </p>
      {list.state === 'failed' ? (
        <p role="alert" className="font-medium text-accent-text">
          {t('wishlist.failed')}
        </p>
      ) : null}
      {signedOut ? (
        <p className="text-muted">
          {t('wishlist.guest')}{' '}
          <button type="button" onClick={() => openAuthModal('login')} className="font-semibold text-navy-900 underline underline-offset-4">
            {t('wishlist.signIn')}
          </button>
        </p>
      ) : null}
      {items.length === 0 && list.state !== 'loading' ? (
        <p className="text-lg">
          {t('wishlist.empty')}{' '}
          <Link to="/" className="font-semibold text-navy-900 underline underline-offset-4">
            {t('wishlist.browse')}
          </Link>
        </p>
      ) : (
        <ul aria-labelledby={titleId} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((product) => (
            <li key={product.sku} className="flex flex-col gap-2">
              <ProductCard product={product} headingLevel="h2" />
              <form method="post" action={LIST_PATH.wishlist} onSubmit={(event) => void remove(event, product)}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="sku" value={product.sku} />
                <button
                  type="submit"
                  aria-label={t('wishlist.removeNamed', { name: product.name })}
                  className={buttonClass('ghost', 'w-full min-h-11 px-3 text-sm')}
                >
                  {t('wishlist.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
