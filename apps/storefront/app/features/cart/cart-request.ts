/**
 * What the product page's purchase form asks the cart for, read from the form's fields alone
 * (so the no-JavaScript action and the browser build the same requests): one request per line,
 * in the API's shape (cart/update).
 */
export type OptionPair = {
  option_id: string;
  option_value: string;
};

export type BundleOptionRequest = {
  option_id: number;
  option_qty: number;
  option_selections: number[];
};

/** A type alias (not an interface) so it fits the SDK's open ProductOption shape. */
export type CartProductOption = {
  extension_attributes: {
    configurable_item_options?: OptionPair[];
    bundle_options?: BundleOptionRequest[];
    custom_options?: OptionPair[];
    giftcard_item_option?: GiftCardOption;
  };
};

/** A gift card's value and who it is for (the API checks and trims them again). */
export type GiftCardOption = {
  giftcard_amount: number;
  giftcard_recipient_name?: string;
  giftcard_recipient_email?: string;
  giftcard_sender_name?: string;
  giftcard_message?: string;
};

const GIFT_CARD_TEXTS = ['giftcard_recipient_name', 'giftcard_recipient_email', 'giftcard_sender_name', 'giftcard_message'] as const;

function giftCardOption(form: FormData, amount: string): GiftCardOption {
  const option: GiftCardOption = { giftcard_amount: Number(amount) };
  for (const name of GIFT_CARD_TEXTS) {
    const value = text(form, name);
    if (value) option[name] = value;
  }
  return option;
}

export interface CartRequest {
  /** The sku to send: a configurable's parent sku (with its chosen options), otherwise the product's own. */
  sku: string;
  /** The line's own sku: a configurable's chosen child. */
  lineSku: string;
  parentSku?: string;
  qty: number;
  product_option?: CartProductOption;
}

const BRACKETS = /^(\w+)\[([^\]]+)\](\[\])?$/;

/** The form's bracketed fields, grouped: name -> key -> values. */
function bracketFields(form: FormData): Map<string, Map<string, string[]>> {
  const groups = new Map<string, Map<string, string[]>>();
  for (const [name, value] of form.entries()) {
    const match = BRACKETS.exec(name);
    if (!match || typeof value !== 'string') continue;
    const group = groups.get(match[1]) ?? new Map<string, string[]>();
    group.set(match[2], [...(group.get(match[2]) ?? []), value]);
    groups.set(match[1], group);
  }
  return groups;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The quantity typed; an empty or unreadable box counts as the fallback. A fraction stays a fraction, so it is
 * refused (by the page, else by the server) rather than cut to a whole number.
 */
export function quantityOf(raw: string, fallback = 1): number {
  const qty = Number(raw);
  return Number.isFinite(qty) && raw !== '' ? qty : fallback;
}

function bundleOptions(groups: Map<string, Map<string, string[]>>): BundleOptionRequest[] {
  const chosen = groups.get('bundle_option') ?? new Map<string, string[]>();
  const quantities = groups.get('bundle_option_qty') ?? new Map<string, string[]>();
  return [...chosen].map(([optionId, values]) => ({
    option_id: Number(optionId),
    option_qty: quantityOf(quantities.get(optionId)?.[0] ?? '', 1),
    option_selections: values.filter((value) => value !== '').map(Number),
  }));
}

function customOptions(groups: Map<string, Map<string, string[]>>): OptionPair[] {
  return [...(groups.get('options') ?? new Map<string, string[]>())]
    .map(([optionId, values]) => ({ option_id: optionId, option_value: values.filter((value) => value.trim() !== '').join(',') }))
    .filter((option) => option.option_value !== '');
}

function productOption(form: FormData, groups: Map<string, Map<string, string[]>>): CartProductOption | undefined {
  const ext: CartProductOption['extension_attributes'] = {};
  const configurable = [...(groups.get('super_attribute') ?? new Map<string, string[]>())].map(([id, values]) => ({
    option_id: id,
    option_value: values[0] ?? '',
  }));
  if (configurable.length) ext.configurable_item_options = configurable;
  const bundle = bundleOptions(groups);
  if (bundle.length) ext.bundle_options = bundle;
  const custom = customOptions(groups);
  if (custom.length) ext.custom_options = custom;
  const amount = text(form, 'giftcard_amount');
  if (amount) ext.giftcard_item_option = giftCardOption(form, amount);
  return Object.keys(ext).length ? { extension_attributes: ext } : undefined;
}

/** A configurable posted without a chosen child: options are still to choose (nothing is added for the shopper). */
export function hasOptionsToChoose(form: FormData): boolean {
  return text(form, 'parent_sku') !== '' && text(form, 'sku') === '';
}

/**
 * The lines the form adds: a grouped product gives each child with a quantity above 0; a
 * configurable needs a chosen child (none when the combination does not exist).
 */
export function cartRequestsFromForm(form: FormData): CartRequest[] {
  const groups = bracketFields(form);
  const grouped = groups.get('super_group');
  if (grouped) {
    return [...grouped]
      .map(([sku, values]) => ({ sku, lineSku: sku, qty: quantityOf(values[0] ?? '', 0) }))
      .filter((request) => request.qty > 0);
  }
  const sku = text(form, 'sku');
  if (!sku) return [];
  const parentSku = text(form, 'parent_sku');
  const request: CartRequest = { sku: parentSku || sku, lineSku: sku, qty: quantityOf(text(form, 'qty')) };
  if (parentSku) request.parentSku = parentSku;
  const option = productOption(form, groups);
  if (option) request.product_option = option;
  return [request];
}
