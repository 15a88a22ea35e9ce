import type { ShouldRevalidateFunction } from 'react-router';
import { ProductPage } from '~/features/product-page/ProductPage';
import { loadProductPage } from '~/features/product-page/product-page.server';
import { handleProductAction } from '~/features/product-page/review-action.server';
import type { Route } from './+types/product';
import { PUBLIC_PAGE_CACHE } from '~/features/seo';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadProductPage({ params, request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleProductAction(request, context);
}

/** The page is the same for every visitor; form answers are never cached. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': actionHeaders.get('Cache-Control') ?? PUBLIC_PAGE_CACHE };
}

/** Title, description, canonical, Open Graph and JSON-LD come ready from the loader. */
export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return loaderData?.meta ?? [];
}

/** Choosing another variant of the same product only changes the child sku: the page already has every child. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const sameProduct = currentParams.parentSku === nextParams.parentSku && currentParams.slug === nextParams.slug;
  return sameProduct ? false : defaultShouldRevalidate;
};

export default function ProductRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.sku} data={loaderData} childSku={params.childSku} actionResult={actionData ?? null} />;
}
