import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/index.js';
import type { ShippingConfig } from './config.js';

/**
 * What the staff's capacity and holds screens work with: the database and the delivery settings. Narrower than the
 * API's context (context.ts), which names the payment registry: taking that whole would tie delivery to payments.
 */
export interface DeliveryContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: { shipping: ShippingConfig };
}
