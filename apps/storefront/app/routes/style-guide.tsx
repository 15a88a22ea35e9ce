import { loadStyleGuideProducts } from '~/features/style-guide/style-guide-data.server';
import { StyleGuide } from '~/features/style-guide/StyleGuide';
import { pageTitle } from '~/lib/root-data';
import type { Route } from './+types/style-guide';

export function loader({ context }: Route.LoaderArgs) {
  return loadStyleGuideProducts(context).then((products) => ({ products }));
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(matches, 'styleGuide.meta') }, { name: 'robots', content: 'noindex' }];
}

export default function StyleGuideRoute({ loaderData }: Route.ComponentProps) {
  return <StyleGuide products={loaderData.products} />;
}
