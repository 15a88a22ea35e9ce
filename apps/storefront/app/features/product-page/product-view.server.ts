import {
  SPEC_DEFAULTS,
  formatCents,
  listedPrice,
  toCents,
  type BundleOptionDocument,
  type ConfigurableChild,
  type CustomOptionDocument,
  type PriceFields,
  type ProductDocument,
  type StockDocument,
  type StoreView,
} from '@shoreline/domain';
import {
  findConfigurableVariant,
  isVariantDisabled,
  NO_AVAILABLE_VARIANTS,
  selectionOfVariant,
  variantAttributeValue,
} from '@shoreline/domain/catalog/variant';
import { customOptionSurchargeCents } from '@shoreline/domain/pricing/options';
import type { Translate } from '~/i18n/translate';
import { sizedMediaUrl } from '~/lib/media';

/** Gallery images at the spec's gallery size (an upload's resized copy; SVG illustrations as they are). */
const galleryUrl = (path: string | null | undefined) => sizedMediaUrl(path, SPEC_DEFAULTS.images.gallery);
import { productHref } from '~/lib/links';
import type {
  BundleLinkView,
  BundleOptionView,
  ConfigurableOptionView,
  ConfigurableView,
  CustomOptionView,
  DownloadView,
  GalleryImage,
  GiftCardView,
  GroupedItemView,
  PriceView,
  StockView,
  VariantView,
} from './types';
import { priceView, type FormatCents } from './price-view';

/** What labels need on the server: the store's translations and price format. */
export interface LabelTools {
  t: Translate;
  format: FormatCents;
}

export function labelTools(store: StoreView, t: Translate): LabelTools {
  return { t, format: (cents) => formatCents(cents, store.priceFormat) };
}

/** "Only N left" shows for managed stock at or below this quantity. */
export const LOW_STOCK_THRESHOLD = 5;

/** The price to pay and, during an active special price below it, the original (the API nulls inactive special prices). */
export function toPriceView(fields: PriceFields, inclTax: boolean, format: FormatCents): PriceView {
  const { priceCents, regularCents } = listedPrice(fields, inclTax);
  return priceView(priceCents, regularCents, format);
}

export function toStockView(stock: StockDocument | undefined): StockView {
  const minQty = Math.max(1, stock?.min_sale_qty ?? 1);
  const maxQty = Math.max(minQty, stock?.max_sale_qty ?? 10000);
  if (!stock) return { state: 'in', qty: 0, minQty, maxQty };
  if (!stock.is_in_stock || (stock.manage_stock && stock.qty <= 0)) return { state: 'out', qty: 0, minQty, maxQty };
  if (stock.manage_stock && stock.qty <= LOW_STOCK_THRESHOLD) return { state: 'low', qty: stock.qty, minQty, maxQty };
  return { state: 'in', qty: stock.qty, minQty, maxQty };
}

/** Main image first, then the rest of the media gallery (no duplicates), all under /media at the gallery size. */
export function toGallery(product: ProductDocument): GalleryImage[] {
  const entries = [...(product.media_gallery ?? [])].sort((a, b) => a.pos - b.pos);
  const images: GalleryImage[] = [];
  const seen = new Set<string>();
  const add = (path: string | null | undefined, alt: string) => {
    const src = galleryUrl(path);
    if (!src || seen.has(src)) return;
    seen.add(src);
    images.push({ src, alt });
  };
  add(product.image, entries.find((entry) => galleryUrl(entry.image) === galleryUrl(product.image))?.lab || product.name);
  for (const entry of entries) add(entry.image, entry.lab || product.name);
  return images;
}

/** Where each value of each option leads from a variant: the variant with that value instead. */
function optionTargets(
  children: readonly ConfigurableChild[],
  selection: Record<string, string>,
  options: ConfigurableOptionView[],
): VariantView['targets'] {
  const targets: VariantView['targets'] = {};
  for (const option of options) {
    targets[option.code] = option.values.map(
      ({ value }) => findConfigurableVariant({ configurable_children: children }, { ...selection, [option.code]: value })?.sku ?? '',
    );
  }
  return targets;
}

/** Options (values no enabled child has are left out), enabled children with their option targets, and what is chosen at first. */
export function toConfigurableView(product: ProductDocument, inclTax: boolean, format: FormatCents): ConfigurableView {
  const sorted = [...(product.configurable_options ?? [])].sort((a, b) => a.position - b.position);
  const codes = sorted.map((option) => option.attribute_code);
  const children = (product.configurable_children ?? []).filter((child) => !isVariantDisabled(child));
  const used = (code: string, value: string) => children.some((child) => variantAttributeValue(child, code) === value);
  const options: ConfigurableOptionView[] = sorted.map((option) => ({
    attributeId: option.attribute_id,
    code: option.attribute_code,
    label: option.label,
    values: option.values
      .filter((value) => used(option.attribute_code, String(value.value_index)))
      .map((value) => ({ value: String(value.value_index), label: value.label })),
  }));
  const baseHref = productHref(product.sku, product.url_key);
  const variants = children.map((child): VariantView => {
    const attributes = selectionOfVariant(child, codes);
    return {
      sku: child.sku,
      href: `${baseHref}/${encodeURIComponent(child.sku)}`,
      image: galleryUrl(child.image) ?? galleryUrl(product.image),
      price: toPriceView(child, inclTax, format),
      stock: toStockView(child.stock),
      attributes,
      targets: optionTargets(children, attributes, options),
    };
  });
  const anyVariant = findConfigurableVariant({ configurable_children: children }, {});
  // Nothing is chosen for the shopper, except where an option has one value only (then there is nothing to choose).
  const onlyValues = options.filter((option) => option.values.length === 1);
  const initialSelection = Object.fromEntries(onlyValues.map((option) => [option.code, option.values[0].value]));
  const preselected =
    onlyValues.length === options.length ? findConfigurableVariant({ configurable_children: children }, initialSelection) : null;
  return {
    options,
    variants,
    defaultSku: preselected?.sku ?? null,
    initialSelection,
    error: anyVariant ? null : NO_AVAILABLE_VARIANTS,
  };
}

/** A linked product's page, when it can be opened on its own (visibility 2, 3 or 4). */
function linkedHref(product: ProductDocument): string | null {
  return (SPEC_DEFAULTS.catalog.listVisibility as readonly number[]).includes(product.visibility)
    ? productHref(product.sku, product.url_key)
    : null;
}

/** The grouped product's associated simple products that are enabled, in link order. */
export function toGroupedItems(
  product: ProductDocument,
  linked: Map<string, ProductDocument>,
  inclTax: boolean,
  { format }: LabelTools,
): GroupedItemView[] {
  return [...product.product_links]
    .filter((link) => link.link_type === 'associated')
    .sort((a, b) => a.position - b.position)
    .flatMap((link) => {
      const item = linked.get(link.linked_product_sku);
      if (!item) return [];
      const qty = Math.max(0, Math.trunc(link.extension_attributes?.qty ?? link.qty ?? 1));
      const price = toPriceView(item, inclTax, format);
      return [
        {
          sku: item.sku,
          name: item.name,
          href: linkedHref(item),
          priceText: price.finalText,
          regularPriceText: price.regularText,
          stock: toStockView(item.stock),
          defaultQty: qty,
        },
      ];
    });
}

function bundleUnitCents(link: BundleOptionDocument['product_links'][number], item: ProductDocument | undefined, inclTax: boolean): number {
  if (item) return listedPrice(item, inclTax).priceCents;
  return toCents(link.price ?? 0);
}

/** "Steamed Blue Crabs, Large, Dozen × 2, $189.98"; a changeable quantity shows the price each. */
function bundleLinkLabel(link: Omit<BundleLinkView, 'label'>, { t, format }: LabelTools): string {
  const fixedQty = !link.canChangeQty && link.qty > 1;
  const name = fixedQty ? t('pdp.bundle.linkWithQty', { name: link.name, qty: link.qty }) : link.name;
  const cents = fixedQty ? link.unitPriceCents * link.qty : link.unitPriceCents;
  const price = link.canChangeQty ? t('pdp.bundle.each', { price: format(cents) }) : format(cents);
  return `${name}${link.inStock ? '' : ` (${t('product.outOfStock')})`}, ${price}`;
}

/** Bundle options with their links; links whose product is missing or disabled are left out. */
export function toBundleOptions(
  product: ProductDocument,
  linked: Map<string, ProductDocument>,
  inclTax: boolean,
  tools: LabelTools,
): BundleOptionView[] {
  return [...(product.bundle_options ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({
      id: option.option_id,
      title: option.title,
      required: option.required,
      type: option.type,
      links: [...option.product_links]
        .sort((a, b) => a.position - b.position)
        .flatMap((link) => {
          const item = linked.get(link.sku);
          if (!item) return [];
          const view = {
            id: link.id,
            sku: link.sku,
            name: item.name,
            qty: link.qty,
            canChangeQty: link.can_change_quantity,
            isDefault: link.is_default,
            unitPriceCents: bundleUnitCents(link, item, inclTax),
            inStock: item.stock?.is_in_stock !== false,
          };
          return [{ ...view, label: bundleLinkLabel(view, tools) }];
        }),
    }))
    .filter((option) => option.links.length > 0);
}

/** A free value without its own sku ("No sauce", "Standard") is where a single-choice option starts. */
function initialValue(option: CustomOptionDocument): string | null {
  if (option.type !== 'drop_down' && option.type !== 'radio') return null;
  const neutral = option.values.find((value) => value.option_type_id > 0 && value.price === 0 && value.sku === '');
  return neutral ? String(neutral.option_type_id) : null;
}

/** Custom options with what each choice adds to the product price, in cents and as label text. */
export function toCustomOptions(
  options: CustomOptionDocument[] | undefined,
  productPriceCents: number,
  { format }: LabelTools,
): CustomOptionView[] | null {
  if (!options?.length) return null;
  const surchargeCents = (price: number, priceType: 'fixed' | 'percent') =>
    customOptionSurchargeCents(productPriceCents, { price, price_type: priceType });
  const surchargeText = (cents: number) => (cents > 0 ? ` (+${format(cents)})` : '');
  return [...options]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((option) => {
      const textCents = surchargeCents(option.price, option.price_type);
      return {
        id: option.option_id,
        title: option.title,
        type: option.type,
        required: option.is_require,
        maxCharacters: option.max_characters ?? null,
        surchargeCents: textCents,
        surchargeText: surchargeText(textCents),
        initialValue: initialValue(option),
        values: [...option.values]
          .filter((value) => value.option_type_id > 0)
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((value) => {
            const cents = surchargeCents(value.price, value.price_type);
            return { id: value.option_type_id, label: `${value.title}${surchargeText(cents)}`, surchargeCents: cents };
          }),
      };
    });
}

export function toGiftCard(product: ProductDocument, { format }: LabelTools): GiftCardView | null {
  if (!product.giftcard?.amounts.length) return null;
  const amountsCents = product.giftcard.amounts.map(toCents);
  return { kind: product.giftcard.giftcard_type, amountsCents, amountLabels: amountsCents.map(format) };
}

/** What a downloadable product delivers (sample files are not published, so only the titles). */
export function toDownloads(product: ProductDocument): DownloadView[] | null {
  if (!product.downloadable_links?.length) return null;
  return product.downloadable_links.map((link) => ({ title: link.title }));
}
