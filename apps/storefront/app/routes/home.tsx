import { Suspense } from 'react';
import { data } from 'react-router';
import { homeCacheHeaders, loadHomeData } from '~/features/home/home-data.server';
import { ProductSection } from '~/features/home/ProductSection';
import { PUBLIC_PAGE_CACHE, homeMeta } from '~/features/seo';
import { pageSeo } from '~/features/seo/index.server';
import { useT } from '~/i18n/useT';
import type { Route } from './+types/home';
import { lazyNamed } from '~/lib/lazy-named';

/** The hero and the delivery steps hydrate on their own from one chunk loaded while the page hydrates (server HTML until then). */
const parts = () => import('~/features/home/deferred-parts');
const Hero = lazyNamed(parts, 'Hero');
const DeliverySteps = lazyNamed(parts, 'DeliverySteps');

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
      <Suspense>
        <Hero hero={hero} tiles={tiles} fallbackHeading={seo.title} />
      </Suspense>
      <ProductSection title={t('home.featured.title')} subtitle={t('home.featured.subtitle')} products={featured} />
      <Suspense>
        <DeliverySteps kind={howItWorks} />
      </Suspense>
      <ProductSection title={t('home.new.title')} subtitle={t('home.new.subtitle')} products={newArrivals} />
      <ProductSection title={t('home.bestsellers.title')} subtitle={t('home.bestsellers.subtitle')} products={bestsellers} />
      {instagramHtml ? <div dangerouslySetInnerHTML={{ __html: instagramHtml }} /> : null}
    </>
  );
}
