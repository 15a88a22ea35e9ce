import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { messageOf } from '../envelope.js';
import { isCartNotFound, type Task } from '../tasks/task.js';
import {
  applyCouponTask,
  applyStoreCreditTask,
  deleteCouponTask,
  feeTotalsInformationTask,
  getFeesTask,
  removeStoreCreditTask,
  type CartCall,
  type FeeChoice,
} from './cart-api.js';
import { canSyncTotals } from './cart-status.js';
import type { CartContext } from './context.js';
import { orderData, runSyncTotals } from './totals-sync.js';
import type { ExtraFee } from './types.js';

// The calls that change what the cart costs without changing a line: coupon, extra fees, gift
// cards, store credit. A success forces a totals sync (removeCoupon may skip it).

/** After a coupon or fee call: success (code 200 or a truthy result) forces a totals sync and records the hash. */
async function afterPriceChange(ctx: CartContext, task: Task<unknown>, sync: boolean): Promise<void> {
  if ((task.resultCode === 200 || task.result) && sync) {
    await runSyncTotals(ctx, { forceServerSync: true });
    ctx.storeHash();
  }
}

export async function runApplyCoupon(ctx: CartContext, code: string): Promise<boolean> {
  if (!code || !canSyncTotals(ctx)) return false;
  const task = await ctx.call(applyCouponTask(code));
  if (isCartNotFound(task)) return false;
  await afterPriceChange(ctx, task, true);
  return task.resultCode === 200 && task.result !== false;
}

export async function runRemoveCoupon(ctx: CartContext, { sync = true }: { sync?: boolean } = {}): Promise<boolean> {
  if (!canSyncTotals(ctx)) return false;
  const task = await ctx.call(deleteCouponTask());
  if (isCartNotFound(task)) return false;
  await afterPriceChange(ctx, task, sync);
  return task.resultCode === 200 && task.result !== false;
}

export async function runExtraFees(ctx: CartContext): Promise<ExtraFee[]> {
  const cartId = ctx.state.cartServerToken;
  if (!cartId || !canSyncTotals(ctx)) return [];
  const task = await ctx.tryCall(getFeesTask(cartId, ctx.getCheckoutDetails(), ctx.config.defaultCountry));
  return task?.resultCode === 200 && Array.isArray(task.result?.fees) ? task.result.fees : [];
}

export async function runChooseExtraFee(ctx: CartContext, choice: FeeChoice): Promise<boolean> {
  const cartId = ctx.state.cartServerToken;
  if (!cartId || !canSyncTotals(ctx)) return false;
  const details = ctx.getCheckoutDetails();
  const task = await ctx.call(feeTotalsInformationTask(cartId, choice, details, orderData(ctx), ctx.config.defaultCountry));
  if (isCartNotFound(task)) return false;
  await afterPriceChange(ctx, task, true);
  return task.resultCode === 200;
}

/** What a gift-card call answers: the server's message, and a refusal's reason code to branch on. */
export interface GiftCardAnswer {
  ok: boolean;
  message: string;
  reason?: ErrorReason;
}

/** Activates or removes a gift card (the task says which), answering the server's message. */
export async function runGiftCard(ctx: CartContext, input: CartCall<unknown>): Promise<GiftCardAnswer> {
  if (!ctx.state.cartServerToken || !canSyncTotals(ctx)) return { ok: false, message: '' };
  const task = await ctx.call({ ...input, silent: true });
  if (isCartNotFound(task)) return { ok: false, message: '' };
  await afterPriceChange(ctx, task, true);
  const answer: GiftCardAnswer = { ok: task.resultCode === 200, message: messageOf(task.result) };
  if (task.resultReason) answer.reason = task.resultReason;
  return answer;
}

export async function runUseStoreCredit(ctx: CartContext, on: boolean, balance: number): Promise<boolean> {
  const cartId = ctx.state.cartServerToken;
  if (!cartId || !canSyncTotals(ctx)) return false;
  const task = await ctx.call(on ? applyStoreCreditTask(cartId, balance) : removeStoreCreditTask(cartId));
  if (isCartNotFound(task)) return false;
  await afterPriceChange(ctx, task, true);
  return task.resultCode === 200 && task.result !== false;
}
