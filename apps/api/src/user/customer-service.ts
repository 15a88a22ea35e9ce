import { PASSWORD_RESET_REPEAT_MINUTES } from '@shoreline/domain/forms/admin-customers';
import type { ApiContext } from '../context.js';
import { NotFound, UpstreamFailed } from '../errors.js';
import { hit, limitOrRefuse, RateLimitedError, reset } from '../ratelimit/index.js';
import { balanceOf } from '../store-credit/index.js';
import { passwordResetMail } from './account-mails.js';
import { addressToWire } from './customer-view.js';
import { issuePasswordResetToken } from './password-reset.js';
import { findCustomer, listAddresses } from './storage.js';
import { audit, type StaffPrincipal } from '../audit/index.js';
import {
  customerCreditTransactions,
  customerOrders,
  findCustomerWithStore,
  lastPasswordReset,
  newsletterState,
} from './customer-queries.js';

/**
 * Customers for staff (its calls are described in /api/reference): one customer with addresses, orders, store credit
 * and newsletter state, and the password-reset e-mail sent on their behalf. Store-credit adjustments
 * are customer-credit.ts.
 */
export const CUSTOMER_NOT_FOUND = 'No customer with this id.';
/** A staff member may send at most this many reset e-mails an hour (to any customers). */
const RESETS_PER_STAFF_HOUR = 30;

export async function customerDetail(context: ApiContext, id: number) {
  const { db } = context;
  const customer = await findCustomerWithStore(db, id);
  if (!customer) throw new NotFound(CUSTOMER_NOT_FOUND);
  const [row, addresses, balance, credit, orders, newsletter, lastReset] = await Promise.all([
    findCustomer(db, id),
    listAddresses(db, id),
    balanceOf(db, id),
    customerCreditTransactions(db, id),
    customerOrders(db, id),
    newsletterState(db, customer.email),
    lastPasswordReset(db, id),
  ]);
  return {
    ...customer,
    addresses: row ? addresses.map((address) => addressToWire(address, row)) : [],
    store_credit_cents: balance,
    store_credit_transactions: credit.transactions,
    store_credit_transactions_count: credit.total,
    orders: orders.orders,
    orders_count: orders.total,
    newsletter,
    last_password_reset: lastReset,
  };
}

/**
 * Sends the customer the shopper's own password-reset e-mail (a new single-use link, one hour), from
 * the store they registered in. The token and the audit row are one transaction; the mail goes after
 * the commit and is awaited, so staff learn when it did not go out (502; the link is then voided).
 * One e-mail per customer every PASSWORD_RESET_REPEAT_MINUTES, and RESETS_PER_STAFF_HOUR per staff
 * member (429 with Retry-After).
 */
export async function sendPasswordReset(context: ApiContext, id: number, staff: StaffPrincipal) {
  const { db } = context;
  const customer = await findCustomer(db, id);
  if (!customer) throw new NotFound(CUSTOMER_NOT_FOUND);
  await limitOrRefuse(
    db,
    `admin-reset:staff:${staff.id}`,
    RESETS_PER_STAFF_HOUR,
    3600,
    (seconds) => `You sent ${RESETS_PER_STAFF_HOUR} password-reset e-mails in the last hour. Try again in ${minutesOf(seconds)}.`,
  );
  const repeatKey = `admin-reset:customer:${id}`;
  const repeat = await hit(db, repeatKey, 1, PASSWORD_RESET_REPEAT_MINUTES * 60);
  if (!repeat.allowed) {
    throw new RateLimitedError(
      `A password-reset e-mail went to this customer less than ${PASSWORD_RESET_REPEAT_MINUTES} minutes ago. Try again in ${minutesOf(repeat.retryAfterSeconds)}.`,
      repeat.retryAfterSeconds,
    );
  }

  const snapshot = context.readModel.current();
  const store = snapshot.stores.find((candidate) => candidate.storeId === customer.store_id) ?? snapshot.defaultStore;
  const issued = await context.dialect.writeTransaction(db, async (trx) => {
    const token = await issuePasswordResetToken(trx, id);
    await audit(trx, {
      staffId: staff.id,
      action: 'customer.password_reset',
      entityType: 'customer',
      entityId: id,
      after: { email: customer.email, store_code: store.storeCode, expires_at: token.expiresAt },
    });
    return token;
  });

  try {
    await context.mailer.send(passwordResetMail(context.config, store, customer, issued.token));
  } catch (error) {
    await context.dialect.writeTransaction(db, async (trx) => {
      await trx
        .updateTable('password_resets')
        .set({ used_at: new Date().toISOString() })
        .where('token_hash', '=', issued.tokenHash)
        .execute();
      await audit(trx, {
        staffId: staff.id,
        action: 'customer.password_reset_failed',
        entityType: 'customer',
        entityId: id,
        after: { error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' },
      });
    });
    await reset(db, repeatKey);
    throw new UpstreamFailed('The password-reset e-mail could not be sent. Try again later.');
  }
  return { sent_to: customer.email, store_code: store.storeCode, expires_at: issued.expiresAt };
}

const minutesOf = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
