import { bundleTotalCents, defaultBundleQty, defaultBundleSelection } from '@shoreline/domain/pricing/options';
import type { BundleOptionView, CustomOptionView, GiftCardView, PriceView } from './types';

/** Single-choice options start on their neutral value, when they have one; everything else starts empty. */
export function initialCustomChoice(options: CustomOptionView[]): CustomChoice {
  const choice: CustomChoice = {};
  for (const option of options) if (option.initialValue) choice[option.id] = option.initialValue;
  return choice;
}

/** The chosen links per bundle option and the quantity per link. */
export interface BundleState {
  selected: Record<number, number[]>;
  qty: Record<number, number>;
}

/** Custom option answers by option id: a value id, several value ids, or text. */
export type CustomChoice = Record<number, string | string[]>;

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

/** A price with the chosen custom options added to both the price to pay and the struck-through original. */
export function priceWithOptions(base: PriceView, options: CustomOptionView[] | null, choice: CustomChoice): PriceView {
  const extra = options ? customOptionsSurcharge(options, choice) : 0;
  return { finalCents: base.finalCents + extra, regularCents: base.regularCents === null ? null : base.regularCents + extra };
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

/** What the shopper has chosen so far in the purchase form. */
export interface PurchaseChoices {
  bundle: BundleState;
  custom: CustomChoice;
  giftCents: number | null;
}

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
