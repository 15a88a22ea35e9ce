import { useT } from '~/i18n/useT';
import { Card, CardPicture, CardTitleLink } from '~/ui/cards';
import { Price } from './Price';
import type { ProductCardData } from './types';

export const CARD_IMAGE_SIZE = 320;

interface ProductCardProps {
  product: ProductCardData;
  /** Cards in the first visible row load their image eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, eager = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const t = useT();
  return (
    <Card>
      <div className="relative aspect-square bg-white">
        {product.image ? <CardPicture src={product.image} width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} eager={eager} /> : null}
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {!product.inStock ? (
            <span className="rounded-full bg-navy-900 px-2.5 py-1 text-xs font-semibold text-white">{t('product.outOfStock')}</span>
          ) : null}
          {product.regularPrice ? (
            <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-white">{t('product.onSale')}</span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base leading-snug font-semibold text-navy-900">
          <CardTitleLink to={product.href}>{product.name}</CardTitleLink>
        </Heading>
        <Price price={product.price} regularPrice={product.regularPrice} className="mt-auto" />
      </div>
    </Card>
  );
}
