import type { CartProduct, StockInfo } from '@shoreline/sdk/cart/types';
import type { PurchasableProduct, PurchaseChoices, StockView, VariantView } from '~/lib/product-purchase';
import { fetchProducts } from './catalog.client';
import { cartRequestsFromForm, type CartRequest } from './cart-request';
import { loadCart } from './contract';
import { cartImage, type LineEditor, type LineExtras, type OptionLabel, variantLabels } from './line-extras';
import { notify } from '~/features/notices';
import { currentStoreCode } from '~/lib/store-storage';
import type { AddToCartRequest, FormSnapshot } from '~/lib/events';

export type { AddToCartRequest, FormSnapshot };

type Product = CartProduct & LineExtras;

function stockInfo(stock: StockView): StockInfo {
  return { is_in_stock: stock.state !== 'out', manage_stock: true, qty: stock.qty };
}

function editorOf(data: PurchasableProduct): LineEditor | undefined {
  const view = data.configurable;
  if (!view) return undefined;
  return {
    parentSku: data.product.sku,
    options: view.options.map((option) => ({
      id: String(option.attributeId),
      code: option.code,
      label: option.label,
      values: option.values,
    })),
    variants: view.variants.map((variant) => ({
      sku: variant.sku,
      name: data.product.name,
      attributes: variant.attributes,
      price: variant.price.finalCents / 100,
      image: cartImage(variant.image ?? data.gallery[0]?.src),
      inStock: variant.stock.state !== 'out',
    })),
  };
}

function bundleLabels(data: PurchasableProduct, choices: PurchaseChoices): OptionLabel[] {
  return (data.bundle ?? []).flatMap((option) => {
    const chosen = option.links.filter((link) => choices.bundle.selected[option.id]?.includes(link.id));
    if (!chosen.length) return [];
    const names = chosen.map((link) => {
      const qty = choices.bundle.qty[link.id] ?? link.qty;
      return qty > 1 ? `${qty} × ${link.name}` : link.name;
    });
    return [{ label: option.title, value: names.join(', ') }];
  });
}

function customLabels(data: PurchasableProduct, choices: PurchaseChoices): OptionLabel[] {
  return (data.customOptions ?? []).flatMap((option) => {
    const answer = choices.custom[option.id];
    const ids = [answer ?? []].flat().filter((value) => value.trim() !== '');
    if (!ids.length) return [];
    if (option.type === 'field' || option.type === 'area') return [{ label: option.title, value: ids.join(' ') }];
    const names = option.values.filter((value) => ids.includes(String(value.id))).map((value) => value.label);
    return names.length ? [{ label: option.title, value: names.join(', ') }] : [];
  });
}

function giftLabels(data: PurchasableProduct, choices: PurchaseChoices): OptionLabel[] {
  if (!data.giftCard || choices.giftCents === null) return [];
  const index = data.giftCard.amountsCents.indexOf(choices.giftCents);
  return [{ label: 'cart.line.giftAmount', value: data.giftCard.amountLabels[index] ?? String(choices.giftCents / 100) }];
}

/** The cart product for a request from this product page: price, stock, image and option texts included. */
export function productFromPage(
  request: CartRequest,
  data: PurchasableProduct,
  variant: VariantView | null,
  snapshot: FormSnapshot,
): Product {
  const { choices } = snapshot;
  const { product } = data;
  const editor = editorOf(data);
  const labels = [
    ...(editor && variant ? variantLabels(editor, variant.attributes) : []),
    ...bundleLabels(data, choices),
    ...customLabels(data, choices),
    ...giftLabels(data, choices),
  ];
  return {
    sku: request.lineSku,
    parentSku: request.parentSku,
    name: product.name,
    type_id: editor ? 'configurable' : product.type,
    qty: request.qty,
    price_incl_tax: snapshot.priceCents / 100,
    stock: stockInfo(variant?.stock ?? product.stock),
    product_option: request.product_option,
    image: cartImage(variant?.image ?? data.gallery[0]?.src),
    href: variant?.href ?? product.href,
    option_labels: labels.length ? labels : undefined,
    editor,
    // An e-mailed card makes a cart virtual. The spec counts type 2 too, but the API ships mailed
    // cards (it needs a shipping address and method for them), so only type 1 is passed on.
    giftcard: data.giftCard?.kind === 1 ? { giftcard_type: 1 } : undefined,
  };
}

/** Grouped children come from the catalog (their prices and images are not on the page as numbers). */
async function groupedProducts(requests: CartRequest[]): Promise<Product[]> {
  const documents = await fetchProducts(
    currentStoreCode(),
    'sku',
    requests.map((request) => request.sku),
  );
  return requests.map((request) => {
    const document = documents.find((candidate) => candidate.sku === request.sku);
    return {
      sku: request.sku,
      name: document?.name ?? request.sku,
      type_id: document?.type_id ?? 'simple',
      qty: request.qty,
      price_incl_tax: document ? (document.final_price_incl_tax ?? document.final_price) : undefined,
      stock: document
        ? { is_in_stock: document.stock.is_in_stock, manage_stock: document.stock.manage_stock, qty: document.stock.qty }
        : null,
      image: cartImage(document?.thumbnail || document?.image),
      href: document && document.visibility > 1 ? `/p/${encodeURIComponent(document.sku)}/${document.url_key}` : undefined,
    };
  });
}

/** Adds what the purchase form asks for to the cart; the engine shows the spec's notices. */
export async function addToCart({ form, data, variant, snapshot }: AddToCartRequest): Promise<void> {
  const requests = cartRequestsFromForm(form);
  if (requests.length === 0) {
    notify({
      type: 'warning',
      message: data.grouped ? 'cart.add.chooseQuantity' : 'pdp.variant.noSuchConfiguration',
      action1: 'cart.notice.ok',
    });
    return;
  }
  // The engine refuses a quantity the domain's rule refuses (a fraction is not cut to 1), in the catalogue's words.
  const runtime = await loadCart();
  const products = data.grouped
    ? await groupedProducts(requests)
    : requests.map((request) => productFromPage(request, data, variant, snapshot));
  for (const product of products) await runtime.cart.addItem(product);
}
