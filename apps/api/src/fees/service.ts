import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ExtraFeeWire, feeChoiceInput } from '@shoreline/domain/wire/cart';
import { addTax, fromCents, taxRatePpm } from '@shoreline/domain';
import { InvalidInput, NotFound } from '../errors.js';
import type { Database } from '../db/index.js';
import type { StoreCatalog } from '../catalog/index.js';
import type { Address, CartService, CartRow } from '../cart/index.js';
import { chosenOptionIds, listStoreFees, replaceCartFee, type FeeDefinition } from './storage.js';

/** The choice for one fee, as the route parsed it. */
export type FeeChoice = z.output<typeof feeChoiceInput>;

export const NO_INFORMATION = 'No information element provided within the request body';
export const NOTHING_TO_DELIVER = 'Extra fees apply only to carts with products we deliver.';

/** The options must be the fee's own; a radio fee takes one at most. */
export function checkOptions(fee: FeeDefinition, optionIds: readonly number[]): void {
  const unknown = optionIds.find((id) => !fee.options.some((option) => option.id === id));
  if (unknown !== undefined) throw new InvalidInput(`Option ${unknown} is not an option of the extra fee "${fee.name}"`);
  if (fee.frontendType === 'radio' && optionIds.length > 1) throw new InvalidInput(`Choose one option of the extra fee "${fee.name}"`);
}

/** A fee as get-fees answers it: options with prices before and including tax, and the options the cart has chosen. */
export function feeToWire(fee: FeeDefinition, ratePpm: number, chosen: readonly number[]): ExtraFeeWire {
  return {
    fee_id: fee.id,
    name: fee.name,
    description: fee.description,
    frontend_type: fee.frontendType,
    options: fee.options.map((option) => ({
      option_id: option.id,
      label: option.label,
      price_excl_tax: fromCents(option.cents),
      price_incl_tax: fromCents(addTax(option.cents, ratePpm).inclTax),
    })),
    options_ids: fee.options.filter((option) => chosen.includes(option.id)).map((option) => option.id),
  };
}

export type WireFee = ExtraFeeWire;

const storedShippingAddress = (cart: CartRow): Address | null =>
  cart.shipping_address ? (JSON.parse(cart.shipping_address) as Address) : null;

/** Extra fees for a cart: what is on offer, and the shopper's choice. */
export class FeeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly carts: CartService,
  ) {}

  /** The store's fees with prices taxed for the given address (else the cart's), or none when nothing is delivered. */
  async offered(store: StoreCatalog, cart: CartRow, address: Address | null): Promise<WireFee[]> {
    if (!(await this.delivers(store, cart))) return [];
    const [fees, chosen] = await Promise.all([listStoreFees(this.db, store.store.storeCode), chosenOptionIds(this.db, cart.id)]);
    const destination = this.carts.destination(store, address ?? storedShippingAddress(cart));
    return fees.map((fee) => feeToWire(fee, taxRatePpm(fee.taxClassId, store.taxRules, destination), chosen.get(fee.id) ?? []));
  }

  /** Stores the options chosen for one fee; no options removes the fee from the cart. */
  async choose(store: StoreCatalog, cart: CartRow, choice: FeeChoice): Promise<void> {
    const feeId = choice.fee_id;
    const optionIds = [...new Set(choice.options_ids ?? [])];
    const fee = (await listStoreFees(this.db, store.store.storeCode)).find((candidate) => candidate.id === feeId);
    if (!fee) throw new NotFound(`No such extra fee with fee_id = ${feeId}`);
    checkOptions(fee, optionIds);
    if (optionIds.length > 0 && !(await this.delivers(store, cart))) throw new InvalidInput(NOTHING_TO_DELIVER);
    await replaceCartFee(this.db, cart.id, fee.id, optionIds);
  }

  /** Whether the cart has a product to deliver (every fee is a delivery service). */
  private async delivers(store: StoreCatalog, cart: CartRow): Promise<boolean> {
    const lines = await this.carts.lines(store, cart);
    return lines.some((line) => !line.line.isVirtual);
  }
}
