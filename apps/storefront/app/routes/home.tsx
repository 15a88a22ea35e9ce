import { DeliverySteps } from '~/features/home/DeliverySteps';
import { Hero } from '~/features/home/Hero';
import { data } from 'react-router';
import { homeCacheHeaders, loadHomeData } from '~/features/home/home-data.server';
import { ProductSection } from '~/features/home/ProductSection';
import { PUBLIC_PAGE_CACHE, homeMeta } from '~/features/seo';
import { pageSeo } from '~/features/seo/index.server';
import { useT } from '~/i18n/useT';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await loadHomeData(context);
  return data({ ...home, page: pageSeo(request, context, '/') }, { headers: homeCacheHeaders(home) });
}

/**
 * The home page is the same for every visitor: the host's output cache keeps it, browsers ask again each time.
 * The Instagram block makes it go stale on its own, so the cache keeps it only as long as the feed's copy.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return { 'Cache-Control': PUBLIC_PAGE_CACHE, ...Object.fromEntries(loaderHeaders) };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return homeMeta(loaderData.page, { ...loaderData.seo, image: loaderData.hero?.image });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { hero, tiles, featured, newArrivals, bestsellers, seo, howItWorks, instagramHtml } = loaderData;
  return (
    <>
      <Hero hero={hero} tiles={tiles} fallbackHeading={seo.title} />
      <ProductSection title={t('home.featured.title')} subtitle={t('home.featured.subtitle')} products={featured} eager />
      <DeliverySteps kind={howItWorks} />
      <ProductSection title={t('home.new.title')} subtitle={t('home.new.subtitle')} products={newArrivals} />
      <ProductSection title={t('home.bestsellers.title')} subtitle={t('home.bestsellers.subtitle')} products={bestsellers} />
      {instagramHtml ? <div dangerouslySetInnerHTML={{ __html: instagramHtml }} /> : null}
    </>
  );
}
