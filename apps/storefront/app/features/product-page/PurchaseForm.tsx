import { useId, useState } from 'react';
import { Form } from 'react-router';
import { addToCartOnSubmit } from '~/features/cart';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { PriceBlock, StockLine } from './PriceBlock';
import { bundleTotal, initialChoices, priceWithOptions, readChoices, type PurchaseChoices } from './purchase-state';
import type { ProductPageData, PriceView, Selection, VariantView } from './types';
import { VariantPicker } from './VariantPicker';

interface PurchaseFormProps {
  data: ProductPageData;
  /** The configurable child the URL selects (or the default child). */
  variant: VariantView | null;
}

/** A combination the shopper picked that has no variant, remembered for the variant it was picked on. */
interface UnavailablePick {
  onSku: string | null;
  selection: Selection;
}

function Warning({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm font-medium text-navy-900">
      {children}
    </p>
  );
}

/** Price, stock, the type's choices, quantity and the add-to-cart button, as one post form (the cart engine adds with JavaScript). */
export function PurchaseForm({ data, variant }: PurchaseFormProps) {
  const t = useT();
  const qtyId = useId();
  const [choices, setChoices] = useState<PurchaseChoices>(() => initialChoices(data));
  const [unavailable, setUnavailable] = useState<UnavailablePick | null>(null);
  const { product, configurable } = data;

  const variantSku = variant?.sku ?? null;
  const pendingSelection = unavailable && unavailable.onSku === variantSku ? unavailable.selection : null;
  const currentSelection = pendingSelection ?? variant?.attributes ?? {};
  const configured = configurable === null || (variant !== null && pendingSelection === null);

  let base: PriceView = variant?.price ?? product.price;
  if (data.bundle) base = { finalCents: bundleTotal(data.bundle, choices.bundle), regularCents: null };
  if (data.giftCard && choices.giftCents !== null) base = { finalCents: choices.giftCents, regularCents: null };
  const price = priceWithOptions(base, data.customOptions, choices.custom);
  const stock = variant?.stock ?? product.stock;
  const caption = data.bundle ? t('pdp.bundle.total') : undefined;
  const sellableSku = configurable ? (configured ? variantSku : null) : product.sku;

  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-5 max-md:contents"
      onInput={(event) => setChoices(readChoices(new FormData(event.currentTarget), data))}
      onSubmit={addToCartOnSubmit(data, variant, price.finalCents, choices)}
    >
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="sku" value={sellableSku ?? ''} />
      {configurable ? <input type="hidden" name="parent_sku" value={product.sku} /> : null}
      {configurable && configured
        ? configurable.options.map((option) => (
            <input
              key={option.code}
              type="hidden"
              name={`super_attribute[${option.attributeId}]`}
              value={currentSelection[option.code] ?? ''}
            />
          ))
        : null}

      <div className="flex flex-col gap-2 max-md:-order-1">
        {configured ? <PriceBlock price={price} priceFormat={data.priceFormat} caption={caption} /> : null}
        {configured ? <StockLine stock={stock} t={t} /> : null}
        {sellableSku && configurable ? <p className="text-sm text-muted">{t('pdp.sku', { sku: sellableSku })}</p> : null}
      </div>

      {configurable?.error ? <Warning>{t('pdp.variant.noneAvailable')}</Warning> : null}
      {configurable ? (
        <VariantPicker
          view={configurable}
          variant={variant}
          productHref={product.href}
          current={currentSelection}
          onUnavailable={(selection) => setUnavailable({ onSku: variantSku, selection })}
          onAvailable={() => setUnavailable(null)}
        />
      ) : null}
      {pendingSelection ? <Warning>{t('pdp.variant.noSuchConfiguration')}</Warning> : null}
      {data.optionsHtml ? <div className="flex flex-col gap-5" dangerouslySetInnerHTML={{ __html: data.optionsHtml }} /> : null}
      {product.type === 'virtual' || product.type === 'downloadable' ? <p className="text-sm text-muted">{t('pdp.noShipping')}</p> : null}

      <div className="flex flex-col gap-3 border-t border-navy-900/10 pt-5">
        <div className="flex flex-wrap items-end gap-3">
          {data.grouped ? null : (
            <div className="flex flex-col gap-1">
              <label htmlFor={qtyId} className="text-sm font-semibold text-navy-900">
                {t('pdp.qty')}
              </label>
              <input
                id={qtyId}
                type="number"
                name="qty"
                min={stock.minQty}
                max={stock.maxQty}
                defaultValue={stock.minQty}
                inputMode="numeric"
                className="min-h-11 w-24 rounded-lg border border-navy-900/30 bg-white px-3 text-center"
              />
            </div>
          )}
          <button type="submit" name="intent" value="add-to-cart" className={buttonClass('primary', 'flex-1 sm:flex-none')}>
            {t('pdp.addToCart')}
          </button>
        </div>
      </div>
    </Form>
  );
}
