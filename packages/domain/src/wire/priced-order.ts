import { z } from 'zod';
import type { PricedOrder } from '../pricing/priced-order.js';
import { pickupPlaceWire } from './address.js';

/**
 * The priced order as it travels (pricing/priced-order.ts describes it): every surface that shows an
 * order reads these lines and signed segments. The schema is checked against the domain's type below,
 * so the two cannot drift apart.
 */
export const pricedOptionWire = z.object({ label: z.string(), value: z.string() });

export const pricedOrderLineWire = z.object({
  sku: z.string(),
  name: z.string(),
  productType: z.string(),
  qty: z.number(),
  unitCents: z.number().int(),
  rowCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  options: z.array(pricedOptionWire),
});

export const pricedSegmentWire = z.object({
  code: z.enum(['subtotal', 'discount', 'fee', 'shipping', 'tax', 'gift_card', 'store_credit']),
  title: z.string(),
  cents: z.number().int().describe('Signed: deductions are negative'),
  code_ref: z.string().optional(),
  fee: z.object({ name: z.string(), options: z.array(z.string()) }).optional(),
  shipping: z.object({ method: z.string(), date: z.string().nullable() }).optional(),
});

export const fulfilmentModeWire = z.enum(['delivery', 'pickup', 'none']);

export const pricedOrderWire = z.object({
  version: z.literal(1),
  currencyCode: z.string(),
  fulfilment: z.object({
    mode: fulfilmentModeWire,
    method: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable().optional(),
    place: pickupPlaceWire.nullable().optional(),
  }),
  lines: z.array(pricedOrderLineWire),
  segments: z.array(pricedSegmentWire),
  grandTotalCents: z.number().int(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the schema and the domain's PricedOrder describe different shapes. */
export const pricedOrderWireMatchesDomain: Same<z.infer<typeof pricedOrderWire>, PricedOrder> = true;
