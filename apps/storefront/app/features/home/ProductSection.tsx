import { BELOW_FOLD } from './below-fold';
import { useId } from 'react';
import { ProductCard, type ProductCardData } from '~/features/product';
import { Container } from '~/ui/Container';

interface ProductSectionProps {
  title: string;
  subtitle?: string;
  products: ProductCardData[];
}

/**
 * A titled grid of product cards (2 columns on phones, 4 on desktops). Every row on the home page starts below the
 * hero and its offer tiles, so its pictures load lazily: eager ones would be preloaded in the head, beside the hero.
 */
export function ProductSection({ title, subtitle, products }: ProductSectionProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`pt-14 sm:pt-20 ${BELOW_FOLD}`}>
      <Container>
        <div className="mb-6 flex items-end justify-between gap-4 sm:mb-8">
          <div>
            <h2 id={headingId} className="text-3xl font-semibold text-navy-900 sm:text-4xl">
              {title}
            </h2>
            {subtitle ? <p className="mt-2 text-base text-muted sm:text-lg">{subtitle}</p> : null}
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.sku}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
