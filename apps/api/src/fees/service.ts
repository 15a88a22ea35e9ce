import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addTax, fromCents, taxRatePpm } from '@shoreline/domain';
import { InvalidInput, NotFound } from '../errors.js';
import type { Database } from '../db/index.js';
import type { StoreCatalog } from '../catalog/index.js';
import type { Address } from '../cart/index.js';
import type { CartService } from '../cart/index.js';
import type { CartRow } from '../cart/index.js';
import { chosenOptionIds, listStoreFees, replaceCartFee, type FeeDefinition } from './storage.js';

export const NO_INFORMATION = 'No information element provided within the request body';
export const NOTHING_TO_DELIVER = 'Extra fees apply only to carts with products we deliver.';

const MAX_ID = 2 ** 31 - 1;

/** A positive id as a number or a numeric string (the original client sends option ids as strings). */
const isId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) ||
  (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value));
const positiveId = z
  .unknown()
  .refine(isId, { error: 'use a positive whole number' })
  .transform((value) => Number(value));

const feeChoice = z.object({
  information: z.object({
    fee_id: positiveId,
    options_ids: z.array(positiveId).max(20).nullish(),
  }),
});

export interface FeeChoice {
  feeId: number;
  optionIds: number[];
}

/** Reads `information {fee_id, options_ids}`; errors name the field ("information.fee_id: ..."). */
export function parseFeeChoice(information: unknown): FeeChoice {
  if (!information || typeof information !== 'object') throw new InvalidInput(NO_INFORMATION);
  const parsed = feeChoice.parse({ information }).information;
  return { feeId: parsed.fee_id, optionIds: [...new Set(parsed.options_ids ?? [])] };
}

/** The options must be the fee's own; a radio fee takes one at most. */
export function checkOptions(fee: FeeDefinition, optionIds: readonly number[]): void {
  const unknown = optionIds.find((id) => !fee.options.some((option) => option.id === id));
  if (unknown !== undefined) throw new InvalidInput(`Option ${unknown} is not an option of the extra fee "${fee.name}"`);
  if (fee.frontendType === 'radio' && optionIds.length > 1) throw new InvalidInput(`Choose one option of the extra fee "${fee.name}"`);
}

/** A fee as get-fees answers it: options with prices before and including tax, and the options the cart has chosen. */
export function feeToWire(fee: FeeDefinition, ratePpm: number, chosen: readonly number[]) {
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

export type WireFee = ReturnType<typeof feeToWire>;

const storedShippingAddress = (cart: CartRow): Address | null =>
  cart.shipping_address ? (JSON.parse(cart.shipping_address) as Address) : null;

/** Extra fees for a cart (spec document 2 §7.6): what is on offer, and the shopper's choice. */
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
  async choose(store: StoreCatalog, cart: CartRow, information: unknown): Promise<void> {
    const { feeId, optionIds } = parseFeeChoice(information);
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
