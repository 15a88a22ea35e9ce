import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable, referenceOrNull, timestamps } from './columns.js';

/**
 * Freshness guarantee claims (claims/): what a customer reports about a delivered order, and staff's decision.
 * A claim line holds `open_item_id` (its order item) while the claim is open and NULL once it is decided: the
 * unique constraint on it lets an order line have one open claim at most, on both engines (NULLs never clash).
 */
export function freshnessClaimsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await timestamps(
        createNumberedTable(db, dialect, 'freshness_claims')
          .addColumn('order_id', 'integer', belongsTo('orders.id'))
          .addColumn('customer_id', 'integer', belongsTo('customers.id'))
          .addColumn('reason', 'varchar(32)', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('photo', 'varchar(64)')
          .addColumn('status', 'varchar(16)', (c) => c.notNull())
          .addColumn('claimed_cents', 'integer', (c) => c.notNull())
          .addColumn('resolution', 'varchar(16)')
          .addColumn('amount_cents', 'integer')
          .addColumn('decline_reason', 'text')
          .addColumn('note', 'text')
          .addColumn('refund_id', 'integer', referenceOrNull('order_refunds.id'))
          .addColumn('staff_id', 'integer', referenceOrNull('staff.id'))
          .addColumn('decided_at', 'varchar(40)'),
      ).execute();
      await db.schema.createIndex('freshness_claims_order').on('freshness_claims').column('order_id').execute();
      await db.schema.createIndex('freshness_claims_status').on('freshness_claims').columns(['status', 'id']).execute();
      await createNumberedTable(db, dialect, 'freshness_claim_lines')
        .addColumn('claim_id', 'integer', belongsTo('freshness_claims.id'))
        .addColumn('order_item_id', 'integer', belongsTo('order_items.id'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('paid_cents', 'integer', (c) => c.notNull())
        .addColumn('open_item_id', 'integer')
        .addUniqueConstraint('freshness_claim_lines_one_open', ['open_item_id'])
        .execute();
      await db.schema.createIndex('freshness_claim_lines_claim').on('freshness_claim_lines').column('claim_id').execute();
      await db.schema.createIndex('freshness_claim_lines_item').on('freshness_claim_lines').column('order_item_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('freshness_claim_lines').execute();
      await db.schema.dropTable('freshness_claims').execute();
    },
  };
}
