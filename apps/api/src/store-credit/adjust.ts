import type { z } from 'zod';
import type { storeCreditAdjustmentForm } from '@shoreline/domain/forms/admin-catalog';
import type { ApiContext } from '../context.js';
import { Conflict, NotFound } from '../errors.js';
import { appendCredit, balanceOf, InsufficientStoreCredit } from './ledger.js';
import { audit } from '../audit/index.js';
import type { StaffPrincipal } from '../audit/index.js';

/** A staff adjustment of a customer's store credit (goodwill, a correction), with its reason; never below zero. */
export async function adjustStoreCredit(
  context: ApiContext,
  customerId: number,
  { amount_cents: amount, reason }: z.output<typeof storeCreditAdjustmentForm>,
  staff: StaffPrincipal,
) {
  const customer = await context.db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
  if (!customer) throw new NotFound('No customer with this id.');
  try {
    const balance = await context.dialect.writeTransaction(context.db, async (trx) => {
      const before = await balanceOf(trx, customerId);
      const after = await appendCredit(trx, { customerId, amountCents: amount, reason, staffId: staff.id });
      await audit(trx, {
        staffId: staff.id,
        action: 'customer.store_credit',
        entityType: 'customer',
        entityId: customerId,
        before: { balance_cents: before },
        after: { balance_cents: after, reason },
      });
      return after;
    });
    return { balance_cents: balance };
  } catch (error) {
    if (error instanceof InsufficientStoreCredit) {
      throw new Conflict(`The balance is ${(error.balanceCents / 100).toFixed(2)}: it cannot go below zero.`);
    }
    throw error;
  }
}
