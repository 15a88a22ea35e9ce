import { sql, type Kysely } from 'kysely';
import type { CustomerListQuery } from '@shoreline/domain/forms/admin-customers';
import type { Database } from '../db/index.js';
import { effectiveStatus } from '../order/index.js';
import { pageOfQuery, type Paging, relatedCount, textSearch } from '../http/index.js';

/** How many of a customer's latest orders and store-credit changes the detail carries. */
export const DETAIL_ROWS = 20;

/**
 * Customers for staff, newest first, searched, filtered and paged in the database. The balance is the
 * ledger's last row (index store_credit_transactions_customer), the order count uses orders_customer.
 */
export async function listCustomers(db: Kysely<Database>, filter: CustomerListQuery, paging: Paging) {
  let query = db.selectFrom('customers').leftJoin('stores', 'stores.store_id', 'customers.store_id');
  if (filter.store) query = query.where('stores.code', '=', filter.store);
  if (filter.q)
    query = query.where(
      textSearch(filter.q, [sql`customers.email`, sql`customers.firstname || ' ' || customers.lastname`], 'customers.id'),
    );
  return pageOfQuery(
    query,
    (query) =>
      query
        .select((eb) => [
          'customers.id',
          'customers.email',
          'customers.firstname',
          'customers.lastname',
          'customers.store_id',
          'customers.website_id',
          'stores.code as store_code',
          'customers.created_at',
          relatedCount('orders', 'orders.customer_id', 'customers.id').as('orders_count'),
          // The last ledger row's balance; 0 for a customer who never had credit.
          eb.fn
            .coalesce(
              eb
                .selectFrom('store_credit_transactions')
                .select('store_credit_transactions.balance_after_cents')
                .whereRef('store_credit_transactions.customer_id', '=', 'customers.id')
                .orderBy('store_credit_transactions.id', 'desc')
                .limit(1),
              sql<number>`0`,
            )
            .as('store_credit_cents'),
        ])
        .orderBy('customers.id', 'desc'),
    paging,
  );
}

export function findCustomerWithStore(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('customers')
    .leftJoin('stores', 'stores.store_id', 'customers.store_id')
    .leftJoin('customer_groups', 'customer_groups.id', 'customers.group_id')
    .select([
      'customers.id',
      'customers.email',
      'customers.firstname',
      'customers.lastname',
      'customers.group_id',
      'customer_groups.name as group_name',
      'customers.store_id',
      'customers.website_id',
      'stores.code as store_code',
      'stores.name as store_name',
      'customers.default_billing',
      'customers.default_shipping',
      'customers.created_at',
      'customers.updated_at',
    ])
    .where('customers.id', '=', id)
    .executeTakeFirst();
}

/** The first page of DETAIL_ROWS: the detail shows a customer's latest rows and how many there are in all. */
const LATEST: Paging = { page: 1, pageSize: DETAIL_ROWS, offset: 0 };

/** The customer's latest orders (placed while signed in) and how many there are in all. */
export async function customerOrders(db: Kysely<Database>, customerId: number) {
  const { items, total } = await pageOfQuery(
    db.selectFrom('orders').where('customer_id', '=', customerId),
    (query) =>
      query
        .select(['id', 'increment_id', 'created_at', 'status', 'store_code', 'grand_total_cents', 'currency_code'])
        .orderBy('id', 'desc'),
    LATEST,
  );
  return { orders: items.map((row) => ({ ...row, status: effectiveStatus(row.status) })), total };
}

/** The latest store-credit changes, with the order they came from and the staff member who made them. */
export async function customerCreditTransactions(db: Kysely<Database>, customerId: number) {
  const { items, total } = await pageOfQuery(
    db
      .selectFrom('store_credit_transactions')
      .leftJoin('orders', 'orders.id', 'store_credit_transactions.order_id')
      .leftJoin('staff', 'staff.id', 'store_credit_transactions.staff_id')
      .where('store_credit_transactions.customer_id', '=', customerId),
    (query) =>
      query
        .select([
          'store_credit_transactions.id',
          'store_credit_transactions.amount_cents',
          'store_credit_transactions.balance_after_cents',
          'store_credit_transactions.reason',
          'store_credit_transactions.order_id',
          'orders.increment_id as order_increment_id',
          'staff.email as staff_email',
          'store_credit_transactions.created_at',
        ])
        .orderBy('store_credit_transactions.id', 'desc'),
    LATEST,
  );
  return { transactions: items, total };
}

/** The newsletter state of the customer's e-mail: null when the address never signed up. */
export async function newsletterState(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['subscribed', 'pending_since', 'store_code', 'updated_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) return null;
  return {
    subscribed: row.subscribed === 1,
    confirmation_pending: row.pending_since !== null,
    store_code: row.store_code,
    updated_at: row.updated_at,
  };
}

/** When staff last sent the customer a password-reset e-mail (from the audit log), and who. */
export async function lastPasswordReset(db: Kysely<Database>, customerId: number) {
  const row = await db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select(['audit_log.created_at', 'staff.email as staff_email'])
    .where('audit_log.entity_type', '=', 'customer')
    .where('audit_log.entity_id', '=', String(customerId))
    .where('audit_log.action', '=', 'customer.password_reset')
    .orderBy('audit_log.id', 'desc')
    .executeTakeFirst();
  return row ? { sent_at: row.created_at, staff_email: row.staff_email } : null;
}
