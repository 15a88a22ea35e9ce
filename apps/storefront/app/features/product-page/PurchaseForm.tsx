import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { addToCartOnSubmit } from '~/features/cart';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { PriceBlock, StockLine } from './PriceBlock';
import type { FormReading } from './purchase-state';
import type { ProductPageData, Selection, VariantView } from './types';
import { VariantPicker } from './VariantPicker';

interface PurchaseFormProps {
  data: ProductPageData;
  /** The configurable child the URL selects (or the default child). */
  variant: VariantView | null;
  /** The form was posted (without JavaScript) with options still to choose: they are asked for. */
  optionsAsked?: boolean;
}

/**
 * What the shopper picked that has no variant page yet (an option still to choose, or a combination no variant has),
 * remembered for the variant it was picked on.
 */
interface PendingPick {
  onSku: string | null;
  selection: Selection;
}

/** Reading and pricing the choices runs only once the shopper changes one (the page's data has them priced at first). */
const purchaseState = () => import('./purchase-state');

function Warning({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm font-medium text-navy-900">
      {children}
    </p>
  );
}

/** Price, stock, the type's choices, quantity and the add-to-cart button, as one post form (the cart engine adds with JavaScript). */
export function PurchaseForm({ data, variant, optionsAsked = false }: PurchaseFormProps) {
  const t = useT();
  const qtyId = useId();
  const [reading, setReading] = useState<FormReading | null>(null);
  /** The last reading of the form's choices: an add to cart waits for it, so it sends what the shopper last chose. */
  const latestReading = useRef<Promise<FormReading | null> | null>(null);
  const [pending, setPending] = useState<PendingPick | null>(null);
  /** "Add to cart" was pressed with options still to choose: they are asked for until chosen. */
  const [asked, setAsked] = useState(optionsAsked);
  const { product, configurable } = data;

  const variantSku = variant?.sku ?? null;
  const pendingSelection = pending && pending.onSku === variantSku ? pending.selection : null;
  const currentSelection = pendingSelection ?? variant?.attributes ?? configurable?.initialSelection ?? {};
  const configured = configurable === null || (variant !== null && pendingSelection === null);
  const missing = configurable ? configurable.options.filter((option) => currentSelection[option.code] === undefined) : [];
  const noSuchCombination = configurable !== null && missing.length === 0 && !configured;

  const base = variant?.price ?? product.price;
  const shownPrice = (read: FormReading | null) => (read ? read.priceOn(base) : (data.purchase.price ?? base));
  const price = shownPrice(reading);
  const stock = variant?.stock ?? product.stock;
  const caption = data.bundle ? t('pdp.bundle.total') : undefined;
  const sellableSku = configurable ? (configured ? variantSku : null) : product.sku;
  const soldOut = stock.state === 'out' && !noSuchCombination;
  const submitToCart = addToCartOnSubmit(data, variant, async () => {
    const read = await (latestReading.current ?? reading);
    return { priceCents: shownPrice(read).finalCents, choices: read?.choices ?? data.purchase.choices };
  });
  const readChoices = (form: HTMLFormElement) => {
    if (!data.bundle && !data.customOptions && !data.giftCard) return;
    const fields = new FormData(form);
    // Its code failing to load (offline) leaves the price and choices as last shown, and what is sent as the form says.
    latestReading.current = purchaseState().then(
      (module) => module.readPurchaseForm(fields, data),
      () => reading,
    );
    void latestReading.current.then(setReading);
  };

  // Nothing is added that the shopper did not choose: the options still to choose are asked for, focus on the first.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (missing.length === 0) return submitToCart(event);
    event.preventDefault();
    setAsked(true);
    const group = event.currentTarget.querySelectorAll('[role="radiogroup"]')[configurable?.options.indexOf(missing[0]) ?? 0];
    group?.querySelector<HTMLElement>('[role="radio"]')?.focus();
  };

  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-5 max-md:contents"
      onInput={(event) => readChoices(event.currentTarget)}
      onSubmit={submit}
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
        {noSuchCombination ? null : <PriceBlock price={price} caption={caption} />}
        {noSuchCombination ? null : <StockLine stock={stock} t={t} />}
        {sellableSku && configurable ? <p className="text-sm text-muted">{t('pdp.sku', { sku: sellableSku })}</p> : null}
      </div>

      {configurable?.error ? <Warning>{t('pdp.variant.noneAvailable')}</Warning> : null}
      {configurable ? (
        <VariantPicker
          view={configurable}
          variant={variant}
          productHref={product.href}
          current={currentSelection}
          onPending={(selection) => setPending({ onSku: variantSku, selection })}
          onAvailable={() => setPending(null)}
        />
      ) : null}
      {noSuchCombination ? <Warning>{t('pdp.variant.noSuchConfiguration')}</Warning> : null}
      {asked && missing.length ? (
        <p role="alert" className="text-sm font-medium text-crab-800">
          {t('pdp.variant.choose', { options: missing.map((option) => option.label).join(', ') })}
        </p>
      ) : null}
      {data.optionsHtml ? <div className="flex flex-col gap-5" dangerouslySetInnerHTML={{ __html: data.optionsHtml }} /> : null}

      <div className="flex flex-col gap-3 border-t border-navy-900/10 pt-5">
        <div className="flex flex-wrap items-end gap-3">
          {data.grouped || soldOut ? null : (
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
          {/* Sold out (the product, or the variant chosen): said on the button, which adds nothing; the back-in-stock form follows. */}
          <button
            type={soldOut ? 'button' : 'submit'}
            disabled={soldOut}
            name="intent"
            value="add-to-cart"
            className={buttonClass('primary', 'flex-1 sm:flex-none')}
          >
            {t(soldOut ? 'pdp.soldOut' : 'pdp.addToCart')}
          </button>
        </div>
      </div>
    </Form>
  );
}
