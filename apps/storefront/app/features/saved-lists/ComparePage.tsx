import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '~/features/product';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { LIST_MAX, LIST_PATH } from './saved-lists';
import type { ComparePageData } from './types';
import { DecorativeImage } from '~/ui/DecorativeImage';

function ListForm({ intent, sku, children }: { intent: 'remove' | 'clear'; sku?: string; children: ReactNode }) {
  return (
    <form method="post" action={LIST_PATH.compare}>
      <input type="hidden" name="intent" value={intent} />
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      {children}
    </form>
  );
}

const cell = 'min-w-44 border-b border-navy-900/10 px-4 py-3 align-top text-left';
const rowHead = 'sticky left-0 z-10 min-w-28 border-b border-navy-900/10 bg-sand-50 px-4 py-3 text-left align-top text-sm font-semibold';

type ComparedProduct = ComparePageData['products'][number];

/** A row of the table: its name, then what it says of each product. */
function ProductsRow({
  label,
  products,
  children,
}: {
  label: string;
  products: readonly ComparedProduct[];
  children: (product: ComparedProduct) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={rowHead}>
        {label}
      </th>
      {products.map((product) => (
        <td key={product.sku} className={cell}>
          {children(product)}
        </td>
      ))}
    </tr>
  );
}

/** Up to four products side by side: a table whose first column (the row names) stays put while it scrolls sideways on a phone. */
export function ComparePage({ data }: { data: ComparePageData }) {
  const t = useT();
  const titleId = useId();
  const { products, rows } = data;
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id={titleId} className="text-3xl font-semibold text-navy-900 sm:text-4xl">
          {t('compare.title')}
        </h1>
        {products.length > 0 ? (
          <ListForm intent="clear">
            <button type="submit" className={buttonClass('ghost', 'px-4 text-sm')}>
              {t('compare.clear')}
            </button>
          </ListForm>
        ) : null}
      </div>
      {data.added ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
          {t('compare.added', { name: data.added })}
        </p>
      ) : null}
      {products.length === 0 ? (
        <p className="text-lg">
          {t('compare.empty')}{' '}
          <Link to="/" className="font-semibold text-navy-900 underline underline-offset-4">
            {t('wishlist.browse')}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-muted">{t('compare.intro', { max: LIST_MAX.compare })}</p>
          <div
            className="overflow-x-auto rounded-2xl bg-white ring-1 ring-navy-900/10"
            role="region"
            aria-labelledby={titleId}
            tabIndex={0}
          >
            <table className="w-full border-collapse">
              <caption className="sr-only">{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <td className={rowHead} />
                  {products.map((product) => (
                    <th key={product.sku} scope="col" className={`${cell} font-normal`}>
                      <DecorativeImage
                        src={product.image}
                        width={160}
                        height={160}
                        className="aspect-square w-32 rounded-xl object-cover"
                      />
                      <Link to={product.href} className="mt-2 block font-semibold text-navy-900 hover:underline">
                        {product.name}
                      </Link>
                      <ListForm intent="remove" sku={product.sku}>
                        <button
                          type="submit"
                          aria-label={t('compare.removeNamed', { name: product.name })}
                          className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-crab-800 underline underline-offset-4"
                        >
                          {t('compare.remove')}
                        </button>
                      </ListForm>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <ProductsRow label={t('compare.row.price')} products={products}>
                  {(product) => <Price price={product.price} regularPrice={product.regularPrice} />}
                </ProductsRow>
                <ProductsRow label={t('compare.row.availability')} products={products}>
                  {(product) => (product.inStock ? t('compare.inStock') : t('product.outOfStock'))}
                </ProductsRow>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className={rowHead}>
                      {row.label}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={products[index]?.sku ?? index} className={cell}>
                        {value === null ? (
                          <span className="text-muted">–</span>
                        ) : row.html ? (
                          <CmsHtml html={value} className="text-sm" />
                        ) : (
                          value
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Container>
  );
}
