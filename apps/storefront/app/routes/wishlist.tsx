import { changeSavedList, loadWishlistPage, PRIVATE } from '~/features/saved-lists/saved-lists.server';
import { WishlistPage } from '~/features/saved-lists/WishlistPage';
import { savedListMeta } from '~/features/saved-lists/saved-list-meta';
import type { Route } from './+types/wishlist';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlistPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return changeSavedList(request, context, 'wishlist');
}

export function headers(): HeadersInit {
  return PRIVATE;
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return savedListMeta('wishlist', loaderData?.seo, matches);
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage key={loaderData.items.map((item) => item.sku).join()} data={loaderData} />;
}
