import { z } from 'zod';
import { email } from './customer.js';
import { FIELD_REQUIRED } from '../messages.js';

/**
 * The back-in-stock form (a, email, g, variant, product, platform, store,
 * subscribe_for_newsletter). We read the address, the sku (variant, else product) and the
 * newsletter choice; a, g and platform were the marketing service's account fields and are ignored.
 */
const checkbox = z
  .union([z.boolean(), z.string().max(8)])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

const sku = z.string().trim().min(1).max(128);

export const backInStockForm = z
  .object({
    email,
    variant: sku.optional(),
    product: sku.optional(),
    store: z.string().max(64).optional(),
    subscribe_for_newsletter: checkbox,
  })
  .loose()
  .refine((form) => Boolean(form.variant || form.product), { message: FIELD_REQUIRED, path: ['variant'] })
  .transform((form) => ({
    email: form.email,
    sku: form.variant ?? form.product ?? '',
    store: form.store ?? null,
    subscribeToNewsletter: form.subscribe_for_newsletter,
  }));

export type BackInStockRequest = z.output<typeof backInStockForm>;
