import { toCents, type Cents, type ProductDocument } from '@shoreline/domain';
import { InvalidInput, NotFound } from '../errors.js';
import type { StoreCatalog } from '../catalog/index.js';
import { FIELD_REQUIRED, INVALID_EMAIL, NO_SUCH_CONFIGURATION } from '@shoreline/domain/messages';

/** What a cart line is made of once the catalog has been consulted. */
export interface ResolvedLine {
  sku: string;
  productId: number;
  parentSku: string | null;
  productType: string;
  name: string;
  /** Net unit price in cents, options included (the default group's price of one unit; priceCart reprices it). */
  unitCents: Cents;
  /**
   * What a customer group's price replaces: the product's own price (`sku`, `cents`), with the options priced on
   * top of it (fixed amounts, and percentages of it). Null for lines priced otherwise (bundles, gift cards).
   */
  base: { sku: string; cents: Cents; fixedCents: Cents; percents: number[] } | null;
  taxClassId: number;
  /** The options as stored and echoed back (product_option). */
  productOption: ProductOption;
  /** Products whose stock one unit of this line uses. */
  stockUnits: Array<{ productId: number; sku: string; name: string; qty: number }>;
  identity: string;
  isVirtual: boolean;
  /** A gift card line: never discounted by a coupon (a discount on stored value is money given away). */
  isGiftCard: boolean;
  /** Every choice the shopper made, as a packer and the shopper read it ("Sauce: No sauce"). */
  optionLabels: OptionLabel[];
}

export interface OptionLabel {
  label: string;
  value: string;
}

export interface ProductOption {
  extension_attributes: {
    configurable_item_options?: Array<{ option_id: string; option_value: string }>;
    custom_options?: Array<{ option_id: string; option_value: string }>;
    bundle_options?: Array<{ option_id: number; option_qty: number; option_selections: number[] }>;
    giftcard_item_option?: GiftCardItemOption;
  };
}

/** A gift card line's choices: the amount, and who it is for (the e-card is e-mailed to the recipient). */
export interface GiftCardItemOption {
  giftcard_amount: number;
  giftcard_recipient_name?: string;
  giftcard_recipient_email?: string;
  giftcard_sender_name?: string;
  giftcard_message?: string;
}

const RECIPIENT_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

/** The recipient fields a shopper typed, trimmed and bounded. */
function giftCardRecipient(option: Record<string, unknown>): Omit<GiftCardItemOption, 'giftcard_amount'> {
  const text = (name: string, max: number) => {
    const value = option[name];
    return typeof value === 'string' ? value.trim().slice(0, max) : '';
  };
  const email = text('giftcard_recipient_email', 254).toLowerCase();
  if (email && !RECIPIENT_EMAIL.test(email)) throw new InvalidInput(INVALID_EMAIL);
  const fields = {
    giftcard_recipient_name: text('giftcard_recipient_name', 100),
    giftcard_recipient_email: email,
    giftcard_sender_name: text('giftcard_sender_name', 100),
    giftcard_message: text('giftcard_message', 500),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

export interface RequestedLine {
  sku: string;
  product_option?: unknown;
}

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

function asArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object') return Object.values(value) as T[];
  return [];
}

function extensionAttributes(option: unknown): Record<string, unknown> {
  if (!option || typeof option !== 'object') return {};
  const ext = (option as { extension_attributes?: unknown }).extension_attributes;
  return ext && typeof ext === 'object' ? (ext as Record<string, unknown>) : {};
}

const sellable = (product: ProductDocument | undefined): product is ProductDocument => product !== undefined && product.status < 2;
const priceCents = (product: ProductDocument) => toCents(product.final_price);

function resolveConfigurable(store: StoreCatalog, parent: ProductDocument, ext: Record<string, unknown>): ProductDocument {
  const chosen = asArray<{ option_id: unknown; option_value: unknown }>(ext.configurable_item_options);
  const options = parent.configurable_options ?? [];
  if (chosen.length === 0 || chosen.length < options.length) throw new InvalidInput(NO_SUCH_CONFIGURATION);
  const wanted = new Map<string, string>();
  for (const { option_id, option_value } of chosen) {
    const option = options.find((o) => String(o.attribute_id) === String(option_id) || o.attribute_code === String(option_id));
    if (!option) throw new InvalidInput(NO_SUCH_CONFIGURATION);
    wanted.set(option.attribute_code, String(option_value));
  }
  const child = (parent.configurable_children ?? []).find(
    (c) => c.status < 2 && [...wanted].every(([code, value]) => String(c[code]) === value),
  );
  const document = child ? store.productsBySku.get(child.sku) : undefined;
  if (!sellable(document)) throw new InvalidInput(NO_SUCH_CONFIGURATION);
  return document;
}

/** A custom option priced as a percentage of the product's price, in cents. */
const optionPercentCents = (baseCents: Cents, percent: number): Cents => Math.round((baseCents * percent) / 100);

/** The line's unit price with another price for its product (a customer group's), its options priced on top. */
export function unitCentsWithBase(base: NonNullable<ResolvedLine['base']>, cents: Cents): Cents {
  return cents + base.fixedCents + base.percents.reduce((sum, percent) => sum + optionPercentCents(cents, percent), 0);
}

function customOptionLine(product: ProductDocument, ext: Record<string, unknown>, baseCents: Cents) {
  const chosen = asArray<{ option_id: unknown; option_value: unknown }>(ext.custom_options).map((o) => ({
    option_id: String(o.option_id),
    option_value: String(o.option_value ?? '').slice(0, 500),
  }));
  let extra = 0;
  let fixed = 0;
  const percents: number[] = [];
  const skus: string[] = [];
  const labels: OptionLabel[] = [];
  for (const option of product.custom_options ?? []) {
    const picked = chosen.find((c) => c.option_id === String(option.option_id) && c.option_value !== '');
    if (!picked) {
      if (option.is_require) throw new InvalidInput(`${option.title}: ${FIELD_REQUIRED}`);
      continue;
    }
    const percentOf = (price: number, type: string) => {
      if (type === 'percent') percents.push(price);
      else fixed += toCents(price);
      return type === 'percent' ? optionPercentCents(baseCents, price) : toCents(price);
    };
    if (option.values.length === 0) {
      if (option.max_characters && picked.option_value.length > option.max_characters) {
        throw new InvalidInput(`${option.title}: at most ${option.max_characters} characters`);
      }
      extra += percentOf(option.price, option.price_type);
      if (option.sku) skus.push(option.sku);
      labels.push({ label: option.title, value: picked.option_value });
      continue;
    }
    const titles: string[] = [];
    for (const id of picked.option_value.split(',')) {
      const value = option.values.find((v) => String(v.option_type_id) === id.trim() && v.option_type_id > 0);
      if (!value) throw new InvalidInput(`${option.title}: choose one of the offered values`);
      extra += percentOf(value.price, value.price_type);
      if (value.sku) skus.push(value.sku);
      titles.push(value.title);
    }
    labels.push({ label: option.title, value: titles.join(', ') });
  }
  const known = new Set((product.custom_options ?? []).map((o) => String(o.option_id)));
  return { chosen: chosen.filter((c) => known.has(c.option_id)), extra, fixed, percents, skus, labels };
}

function bundleLine(store: StoreCatalog, product: ProductDocument, ext: Record<string, unknown>) {
  const requested = asArray<{ option_id: unknown; option_qty?: unknown; option_selections?: unknown }>(ext.bundle_options);
  const selections: Array<{ option_id: number; option_qty: number; option_selections: number[] }> = [];
  const stockUnits: ResolvedLine['stockUnits'] = [];
  const labels: OptionLabel[] = [];
  let cents = 0;
  for (const option of product.bundle_options ?? []) {
    const asked = requested.find((r) => Number(r.option_id) === option.option_id);
    const ids = asked ? asArray<unknown>(asked.option_selections).map(Number) : [];
    const defaults = option.product_links.filter((link) => link.is_default);
    const many = option.type === 'checkbox' || option.type === 'multi';
    const links = ids.length
      ? ids.map((id) => option.product_links.find((link) => link.id === id))
      : defaults.length
        ? many
          ? defaults
          : defaults.slice(0, 1)
        : option.required
          ? option.product_links.slice(0, 1)
          : [];
    const chosen = links.filter((link) => link !== undefined);
    if (chosen.length !== links.length) throw new InvalidInput(`${option.title}: choose one of the offered items`);
    if (!many && chosen.length > 1) throw new InvalidInput(`${option.title}: choose one item`);
    if (chosen.length === 0) {
      if (option.required) throw new InvalidInput(`${option.title}: ${FIELD_REQUIRED}`);
      continue;
    }
    const askedQty = asked?.option_qty !== undefined ? Number(asked.option_qty) : NaN;
    const names: string[] = [];
    for (const link of chosen) {
      const qty = Number.isInteger(askedQty) && askedQty >= 0 && link.can_change_quantity ? askedQty : link.qty || 1;
      const linked = store.productsBySku.get(link.sku);
      if (!sellable(linked)) throw new InvalidInput(`${option.title}: ${link.sku} is not available`);
      cents += priceCents(linked) * qty;
      if (qty > 0) stockUnits.push({ productId: linked.id, sku: linked.sku, name: linked.name, qty });
      if (qty > 0) names.push(qty === 1 ? linked.name : `${qty} x ${linked.name}`);
    }
    if (names.length) labels.push({ label: option.title, value: names.join(', ') });
    selections.push({ option_id: option.option_id, option_qty: chosen[0]?.qty ?? 1, option_selections: chosen.map((link) => link.id) });
  }
  return { selections, cents, stockUnits, labels };
}

/** The chosen variant's attributes by their labels ("Size: Jumbo"). */
function configurableLabels(
  parent: ProductDocument | undefined,
  attributes: ReadonlyArray<{ attribute_code: string; value: string }>,
): OptionLabel[] {
  return attributes.flatMap((attribute) => {
    const option = parent?.configurable_options?.find((o) => o.attribute_code === attribute.attribute_code);
    if (!option) return [];
    const value = option.values.find((v) => String(v.value_index) === String(attribute.value));
    return [{ label: option.label, value: value?.label ?? String(attribute.value) }];
  });
}

/** Who a gift card is for and what it says: the packer writes the card, the shopper checks it. */
function giftCardLabels(option: GiftCardItemOption): OptionLabel[] {
  const labels: OptionLabel[] = [];
  if (option.giftcard_recipient_name) labels.push({ label: 'To', value: option.giftcard_recipient_name });
  if (option.giftcard_recipient_email) labels.push({ label: 'Recipient e-mail', value: option.giftcard_recipient_email });
  if (option.giftcard_sender_name) labels.push({ label: 'From', value: option.giftcard_sender_name });
  if (option.giftcard_message) labels.push({ label: 'Message', value: option.giftcard_message });
  return labels;
}

/** The cart row's columns of `qty` units of a resolved line (a cart's line, or an order's line read as one). */
export function itemColumnsOf(line: ResolvedLine, qty: number) {
  return {
    sku: line.sku,
    product_id: line.productId,
    parent_sku: line.parentSku,
    product_type: line.productType,
    name: line.name,
    qty,
    product_option: JSON.stringify(line.productOption),
    identity: line.identity,
  };
}

/** Turns what the client sent (sku plus options) into a priced line, or a clear 4xx. */
export function resolveLine(store: StoreCatalog, requested: RequestedLine): ResolvedLine {
  const found = store.productsBySku.get(requested.sku);
  if (!sellable(found)) throw new NotFound(`Product that you are trying to add does not exist: ${requested.sku}`);
  const ext = extensionAttributes(requested.product_option);
  const productOption: ProductOption = { extension_attributes: {} };
  const optionLabels: OptionLabel[] = [];
  let product = found;
  let parentSku: string | null = product.parentSku ? String(product.parentSku) : null;

  if (found.type_id === 'configurable') {
    product = resolveConfigurable(store, found, ext);
    parentSku = found.sku;
  }
  if (product.type_id === 'grouped') throw new InvalidInput('Add the products of this set one by one');
  if (parentSku) {
    const parent = store.productsBySku.get(parentSku);
    const child = parent?.configurable_children?.find((c) => c.sku === product.sku);
    optionLabels.push(...configurableLabels(parent, child?.custom_attributes ?? []));
    productOption.extension_attributes.configurable_item_options = (child?.custom_attributes ?? []).map((attribute) => ({
      option_id: String(
        parent?.configurable_options?.find((o) => o.attribute_code === attribute.attribute_code)?.attribute_id ?? attribute.attribute_code,
      ),
      option_value: String(attribute.value),
    }));
  }

  let unitCents = priceCents(product);
  let groupPriced = true;
  let stockUnits: ResolvedLine['stockUnits'] = [{ productId: product.id, sku: product.sku, name: product.name, qty: 1 }];
  if (product.type_id === 'bundle') {
    const bundle = bundleLine(store, product, ext);
    unitCents = bundle.cents;
    groupPriced = false;
    stockUnits = bundle.stockUnits;
    productOption.extension_attributes.bundle_options = bundle.selections;
    optionLabels.push(...bundle.labels);
  }
  if (product.type_id === 'giftcard' && product.giftcard) {
    const option = (ext.giftcard_item_option ?? {}) as Record<string, unknown>;
    const amount = option.giftcard_amount !== undefined ? Number(option.giftcard_amount) : product.giftcard.amounts[0];
    if (!product.giftcard.amounts.includes(amount)) throw new InvalidInput('Choose one of the gift card amounts');
    unitCents = toCents(amount);
    groupPriced = false;
    // The recipient is asked for on the product page; a cart line without one (an older client) is sent to the buyer.
    productOption.extension_attributes.giftcard_item_option = { giftcard_amount: amount, ...giftCardRecipient(option) };
    optionLabels.push(...giftCardLabels(productOption.extension_attributes.giftcard_item_option));
  }
  const ownCents = unitCents;
  const custom = customOptionLine(product, ext, unitCents);
  unitCents += custom.extra;
  optionLabels.push(...custom.labels);
  if (custom.chosen.length) productOption.extension_attributes.custom_options = custom.chosen;

  const isVirtual = VIRTUAL_TYPES.has(product.type_id) || (product.type_id === 'giftcard' && product.giftcard?.giftcard_type === 1);
  return {
    sku: custom.skus.length ? `${product.sku}-${custom.skus.join('-')}` : product.sku,
    productId: product.id,
    parentSku,
    productType: parentSku ? 'configurable' : product.type_id,
    name: product.name,
    unitCents,
    base: groupPriced ? { sku: product.sku, cents: ownCents, fixedCents: custom.fixed, percents: custom.percents } : null,
    taxClassId: product.tax_class_id,
    productOption,
    stockUnits,
    identity: `${product.sku}|${JSON.stringify(productOption.extension_attributes)}`,
    isVirtual,
    isGiftCard: product.type_id === 'giftcard',
    optionLabels,
  };
}
