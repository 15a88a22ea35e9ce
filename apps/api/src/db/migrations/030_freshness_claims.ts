import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, referenceOrNull, type TableDefinitions, tablesMigration, timestamps } from './columns.js';

const TABLES = {
  freshness_claims: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      customer_id: belongsTo('customers.id'),
      reason: 'varchar(32) not null',
      description: 'text not null',
      photo: 'varchar(64)',
      status: 'varchar(16) not null',
      claimed_cents: 'integer not null',
      resolution: 'varchar(16)',
      amount_cents: 'integer',
      decline_reason: 'text',
      note: 'text',
      refund_id: referenceOrNull('order_refunds.id'),
      staff_id: referenceOrNull('staff.id'),
      decided_at: 'varchar(40)',
      ...timestamps,
    },
    indexes: { freshness_claims_order: ['order_id'], freshness_claims_status: ['status', 'id'] },
  },
  freshness_claim_lines: {
    numbered: 'id',
    columns: {
      claim_id: belongsTo('freshness_claims.id'),
      order_item_id: belongsTo('order_items.id'),
      qty: 'integer not null',
      paid_cents: 'integer not null',
      open_item_id: 'integer',
    },
    unique: { freshness_claim_lines_one_open: ['open_item_id'] },
    indexes: { freshness_claim_lines_claim: ['claim_id'], freshness_claim_lines_item: ['order_item_id'] },
  },
} satisfies TableDefinitions;

/**
 * Freshness guarantee claims (claims/): what a customer reports about a delivered order, and staff's decision.
 * A claim line holds `open_item_id` (its order item) while the claim is open and NULL once it is decided: the
 * unique constraint on it lets an order line have one open claim at most, on both engines (NULLs never clash).
 */
export const freshnessClaimsMigration = (dialect: Dialect): Migration => tablesMigration(TABLES, dialect);
