import { bundleTotalCents, defaultBundleQty, defaultBundleSelection } from '@shoreline/domain/pricing/options';
import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import { priceView, withSurcharge, type FormatCents } from './price-view';
import type {
  BundleOptionView,
  BundleState,
  CustomChoice,
  CustomOptionView,
  GiftCardView,
  PriceView,
  PurchaseChoices,
  StartingPurchase,
} from './types';

/** Single-choice options start on their neutral value, when they have one; everything else starts empty. */
export function initialCustomChoice(options: CustomOptionView[]): CustomChoice {
  const choice: CustomChoice = {};
  for (const option of options) if (option.initialValue) choice[option.id] = option.initialValue;
  return choice;
}

/** Each option starts with its default links (see defaultBundleSelection), each at its own quantity. */
export function initialBundleState(options: BundleOptionView[]): BundleState {
  const selected: BundleState['selected'] = {};
  const qty: BundleState['qty'] = {};
  for (const option of options) {
    const links = option.links.map((link) => ({ id: link.id, is_default: link.isDefault, qty: link.qty }));
    selected[option.id] = defaultBundleSelection(option, links).map((link) => link.id);
    for (const link of option.links) qty[link.id] = defaultBundleQty(link);
  }
  return { selected, qty };
}

/** The bundle total: every chosen link's price times its quantity. */
export function bundleTotal(options: BundleOptionView[], state: BundleState): number {
  const parts = options.flatMap((option) =>
    option.links
      .filter((link) => state.selected[option.id]?.includes(link.id))
      .map((link) => ({ unitPriceCents: link.unitPriceCents, qty: state.qty[link.id] ?? defaultBundleQty(link) })),
  );
  return bundleTotalCents(parts);
}

/** What the chosen custom options add (text options once filled in). */
export function customOptionsSurcharge(options: CustomOptionView[], choice: CustomChoice): number {
  let total = 0;
  for (const option of options) {
    const answer = choice[option.id] ?? [];
    if (option.type === 'field' || option.type === 'area') {
      if (typeof answer === 'string' && answer.trim() !== '') total += option.surchargeCents;
      continue;
    }
    const ids = [answer].flat();
    for (const value of option.values) if (ids.includes(String(value.id))) total += value.surchargeCents;
  }
  return total;
}

/** Form field names, shared by the inputs and by readChoices (ready for the cart to read). */
export const fieldNames = {
  bundleOption: (option: BundleOptionView) =>
    `bundle_option[${option.id}]${option.type === 'checkbox' || option.type === 'multi' ? '[]' : ''}`,
  bundleQty: (option: BundleOptionView) => `bundle_option_qty[${option.id}]`,
  customOption: (option: CustomOptionView) =>
    `options[${option.id}]${option.type === 'checkbox' || option.type === 'multiple' ? '[]' : ''}`,
  giftCardAmount: 'giftcard_amount',
};

interface ChoiceSources {
  bundle: BundleOptionView[] | null;
  customOptions: CustomOptionView[] | null;
  giftCard: GiftCardView | null;
}

export function initialChoices(data: ChoiceSources): PurchaseChoices {
  return {
    bundle: initialBundleState(data.bundle ?? []),
    custom: initialCustomChoice(data.customOptions ?? []),
    giftCents: data.giftCard?.amountsCents[0] ?? null,
  };
}

function readBundle(form: FormData, options: BundleOptionView[]): BundleState {
  const state = initialBundleState(options);
  for (const option of options) {
    const chosen = form
      .getAll(fieldNames.bundleOption(option))
      .filter((value) => value !== '')
      .map(Number);
    state.selected[option.id] = chosen;
    const qty = form.get(fieldNames.bundleQty(option));
    if (typeof qty === 'string' && chosen.length === 1) state.qty[chosen[0]] = Math.max(0, Math.trunc(Number(qty) || 0));
  }
  return state;
}

function readCustom(form: FormData, options: CustomOptionView[]): CustomChoice {
  const choice: CustomChoice = {};
  for (const option of options) {
    const values = form.getAll(fieldNames.customOption(option)).filter((value): value is string => typeof value === 'string');
    choice[option.id] = option.type === 'checkbox' || option.type === 'multiple' ? values : (values[0] ?? '');
  }
  return choice;
}

/** Reads the choices back from the form (inputs are uncontrolled; the form's input event calls this). */
export function readChoices(form: FormData, data: ChoiceSources): PurchaseChoices {
  const gift = form.get(fieldNames.giftCardAmount);
  return {
    bundle: readBundle(form, data.bundle ?? []),
    custom: readCustom(form, data.customOptions ?? []),
    giftCents: typeof gift === 'string' && gift !== '' ? Math.round(Number(gift) * 100) : (data.giftCard?.amountsCents[0] ?? null),
  };
}

/** The form's choices as the browser read them, with the price they show on a variant's or the product's price. */
export interface FormReading {
  choices: PurchaseChoices;
  priceOn: (base: PriceView) => PriceView;
}

/** The price the choices show: the bundle's total or the gift card's amount instead of `base`, plus what options add. */
function priceOfChoices(choices: PurchaseChoices, data: ChoiceSources, base: PriceView, format: FormatCents): PriceView {
  let start = base;
  if (data.bundle) start = priceView(bundleTotal(data.bundle, choices.bundle), null, format);
  if (data.giftCard && choices.giftCents !== null) start = priceView(choices.giftCents, null, format);
  return data.customOptions ? withSurcharge(start, customOptionsSurcharge(data.customOptions, choices.custom), format) : start;
}

/**
 * The page's data carries the starting choices and their price, formatted on the server (single-choice custom options
 * start on a free value, so only a bundle or a gift card sets it): the browser loads this module only on a change.
 */
export function startingPurchase(data: ChoiceSources, productPrice: PriceView, format: FormatCents): StartingPurchase {
  const choices = initialChoices(data);
  const setsPrice = data.bundle !== null || choices.giftCents !== null;
  return { choices, price: setsPrice ? priceOfChoices(choices, data, productPrice, format) : null };
}

/** Reads the form's choices back (its first change loads this module) and prices them in the store's format. */
export function readPurchaseForm(form: FormData, data: ChoiceSources & { priceFormat: PriceFormat }): FormReading {
  const choices = readChoices(form, data);
  const format = (cents: number) => formatCents(cents, data.priceFormat);
  return { choices, priceOn: (base) => priceOfChoices(choices, data, base, format) };
}
