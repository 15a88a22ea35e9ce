import { useT } from '~/i18n/useT';

interface PriceProps {
  price: string;
  regularPrice: string | null;
  className?: string;
}

/** A price; with a special price, the original is struck through (and named for screen readers). */
export function Price({ price, regularPrice, className = '' }: PriceProps) {
  const t = useT();
  if (!regularPrice) {
    return (
      <p className={`font-semibold text-navy-900 ${className}`}>
        <span className="sr-only">{t('product.price')}: </span>
        {price}
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-bold text-accent-text">
        <span className="sr-only">{t('product.specialPrice')}: </span>
        {price}
      </span>
      <s className="text-sm text-muted">
        <span className="sr-only">{t('product.regularPrice')}: </span>
        {regularPrice}
      </s>
    </p>
  );
}
