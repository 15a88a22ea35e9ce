import { data, redirect } from 'react-router';
import { ErrorView, NotFoundView } from '~/features/errors/ErrorViews';
import { routeNotFound } from '@shoreline/domain/messages';
import { categoryHref, productHref } from '~/lib/links';
import type { Route } from './+types/not-found';

/**
 * Any path no route matched goes through the URL dispatcher:
 * a product or category url_path, a CMS identifier or a url rewrite. Redirect
 * rewrites answer their own status (301/302); the others send the visitor to the
 * page's canonical route with a 301, so every page has one address. Nothing found
 * is a real 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const match = path && !path.startsWith('api/') ? await context.api.urlMap(path).catch(() => null) : null;
  if (!match) {
    context.log.warn({ path: `/${path}` }, `No mapping found for /${path}`);
    throw data(null, { status: 404 });
  }
  switch (match._type) {
    case 'redirect':
      throw redirect(match._source.target_path + url.search, match._source.redirect_type);
    case 'product': {
      const product = match._source;
      const target = product.parentSku
        ? `${productHref(String(product.parentSku), product.url_key)}/${encodeURIComponent(product.sku)}`
        : productHref(product.sku, product.url_key);
      throw redirect(target + url.search, 301);
    }
    case 'category': {
      const category = match._source;
      const query = new URLSearchParams(url.search);
      if (category.filterAttribute) query.set(category.filterAttribute.code, category.filterAttribute.value);
      const search = query.toString();
      throw redirect(`${categoryHref(category.url_path)}${search ? `?${search}` : ''}`, 301);
    }
    case 'cms_page':
      throw redirect(`/i/${match._source.identifier}${url.search}`, 301);
    default: {
      const name = (match as { _type: string })._type;
      context.log.warn({ name }, routeNotFound(name));
      throw data(null, { status: 404 });
    }
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}

export default function NotFound() {
  return <NotFoundView />;
}
