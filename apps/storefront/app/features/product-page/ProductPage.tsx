import { Suspense, useId } from 'react';
import { lazyNamed } from '~/lib/lazy-named';
import { useT } from '~/i18n/useT';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { PurchaseForm } from './PurchaseForm';
import type { ProductPageData, ReviewActionResult, VariantView } from './types';

/**
 * What the shopper reads or taps later (breadcrumbs, gallery, reviews, the view recorder) hydrates on its own from
 * one chunk loaded while the page hydrates; until then React keeps the server's HTML. The purchase form hydrates first.
 */
const parts = () => import('./deferred-parts');
const Breadcrumbs = lazyNamed(parts, 'Breadcrumbs');
const Gallery = lazyNamed(parts, 'Gallery');
const Reviews = lazyNamed(parts, 'Reviews');
const RecentlyViewedRecorder = lazyNamed(parts, 'RecentlyViewedRecorder');
const NotifyMe = lazyNamed(parts, 'NotifyMe');

interface ProductPageProps {
  data: ProductPageData;
  /** The child sku from the URL, if any. */
  childSku: string | undefined;
  actionResult: ReviewActionResult | null;
}

/** The configurable child to show: the one the URL names, else the default child. */
export function selectedVariant(data: ProductPageData, childSku: string | undefined): VariantView | null {
  const configurable = data.configurable;
  if (!configurable) return null;
  const wanted = childSku ?? configurable.defaultSku;
  return configurable.variants.find((variant) => variant.sku === wanted) ?? null;
}

export function ProductPage({ data, childSku, actionResult }: ProductPageProps) {
  const t = useT();
  const detailsId = useId();
  const { product } = data;
  const variant = selectedVariant(data, childSku);
  const tiers = data.tierPricesHtml[(variant ?? product).sku];
  return (
    <Container className="flex flex-col gap-4 py-4 sm:gap-10 sm:py-10">
      <Suspense>
        <Breadcrumbs crumbs={data.breadcrumbs} current={product.name} />
      </Suspense>
      {/* A phone's first screen shows the name and the price above the gallery: the info column and the form give up
          their boxes there (contents), so their parts are ordered in this column. */}
      <div className="flex flex-col gap-5 md:grid md:grid-cols-2 md:gap-8 lg:gap-14">
        <Suspense>
          <Gallery
            key={variant?.image ?? product.sku}
            images={data.gallery}
            preferred={variant?.image ?? null}
            productName={product.name}
          />
        </Suspense>
        <div className="flex flex-col gap-5 max-md:contents">
          <h1 className="text-3xl leading-tight font-semibold text-navy-900 max-md:-order-2 sm:text-4xl">{product.name}</h1>
          {product.shortDescription ? <CmsHtml html={product.shortDescription} className="text-lg text-navy-900" /> : null}
          <PurchaseForm
            data={data}
            variant={variant}
            optionsAsked={actionResult?.form === 'cart' && actionResult.optionsToChoose === true}
          />
          {data.cutoffHtml ? <div dangerouslySetInnerHTML={{ __html: data.cutoffHtml }} /> : null}
          {tiers ? <div dangerouslySetInnerHTML={{ __html: tiers }} /> : null}
          <Suspense>
            <NotifyMe data={data} variant={variant} formHtml={actionResult?.form === 'notify' ? actionResult.html : null} />
          </Suspense>
          <div dangerouslySetInnerHTML={{ __html: data.saveFormsHtml }} />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby={detailsId} className="max-w-3xl border-t border-navy-900/10 pt-10">
          <h2 id={detailsId} className="text-3xl font-semibold text-navy-900">
            {t('pdp.details')}
          </h2>
          <CmsHtml html={product.description} className="mt-4 text-base leading-7" />
        </section>
      ) : null}
      <Suspense>
        <Reviews reviews={data.reviews} formHtml={actionResult?.form === 'review' ? actionResult.html : null} />
        <RecentlyViewedRecorder entry={data.recentlyViewed} />
      </Suspense>
    </Container>
  );
}
