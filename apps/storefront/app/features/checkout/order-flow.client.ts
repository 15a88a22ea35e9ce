import type { ErrorReason } from '@shoreline/domain/error-reasons';
import { formCountry } from '@shoreline/domain/forms/address-form';
import type { ApiFailure } from '@shoreline/sdk/request';
import type { CartRuntime, RunBusy } from '~/features/cart';
import { currentStoreCode } from '~/lib/store-storage';
import { currentSession, type SessionApi, type SessionUser } from '~/features/session';
import type { CheckoutForm } from './checkout-state';
import { queueOrder, type OrderBody } from './offline-orders.client';
import { orderBody, orderIdFor, serverFieldErrors, soldOutSkus, toApiAddress } from './order-body';
import type { CardFieldsHandle } from './payment/collect-js.client';
import { checkoutApprovalOf, type CheckoutApproval } from './payment/gateways';
import { CARD_METHOD } from './payment/methods';
import { postOrder, saveAddress, serverLines } from './place-order.client';
import type { ReceiptLink } from './receipt-link';
import type { PlacedOrder } from './ThankYou';
import type { CheckoutChoices } from './use-checkout-choices';
import type { FieldErrors } from './validation';

/** Everything sending one checked checkout form needs. */
export interface OrderAttempt {
  cart: CartRuntime;
  form: CheckoutForm;
  choices: CheckoutChoices;
  user: SessionUser | null;
  session: SessionApi | null;
  /** The card gateway's hosted fields, when the card method's are on the page. */
  cardFields: () => CardFieldsHandle | null;
  run: RunBusy;
  /** What a gateway's own approval page shows and charges in. */
  approval: { brandName: string; locale: string; currency: string };
}

export type OrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** soldOut: the SKUs of lines that sold out meanwhile (order.sold_out), which the review step marks. */
  | { kind: 'refused'; messages: string[]; errors?: FieldErrors; soldOut?: string[] }
  /** The browser is on its way to the gateway's page to approve the payment; the order is placed when it comes back. */
  | { kind: 'left' };

/** Thrown by the steps below when the order cannot go on; sendOrder answers it as a refusal. */
class OrderRefused extends Error {
  constructor(
    readonly messages: string[],
    readonly errors?: FieldErrors,
    readonly soldOut?: string[],
  ) {
    super(messages.join('; '));
  }
}

function newOrderId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * Sends the order: creates the account first if the guest asked for one, then places the order online, queues it
 * offline (spec: an order placed without a connection waits in the browser and is sent once it is back), or hands
 * the shopper to a gateway's approval page. A refusal says what to show; anything unexpected is thrown.
 */
export async function sendOrder(attempt: OrderAttempt): Promise<OrderOutcome> {
  try {
    const session = await sessionForOrder(attempt);
    return await placeOrder(attempt, session);
  } catch (error) {
    if (error instanceof OrderRefused)
      return { kind: 'refused', messages: error.messages, errors: error.errors, ...(error.soldOut ? { soldOut: error.soldOut } : {}) };
    throw error;
  }
}

/** The session the order is placed in: the current one, or the account the guest asked to create with it. */
async function sessionForOrder({ form, user, session }: OrderAttempt): Promise<SessionApi | null> {
  if (user || !form.createAccount) return session;
  if (navigator.onLine === false) throw new OrderRefused(['checkout.error.offlineAccount']);
  const loaded = session ?? (await currentSession());
  if (!loaded) throw new OrderRefused(['checkout.error.accountUnavailable']);
  // A gift's shipping address names its recipient: the account is the buyer's, named as billed.
  const own = form.gift.isGift ? [form.billing, form.shipping] : [form.shipping, form.billing];
  const result = await loaded.register({
    email: form.email.trim(),
    firstname: own[0].firstName || own[1].firstName,
    lastname: own[0].lastName || own[1].lastName,
    password: form.password,
  });
  if (!result.ok) throw new OrderRefused([result.message || 'checkout.error.accountFailed']);
  return loaded;
}

async function placeOrder(attempt: OrderAttempt, session: SessionApi | null): Promise<OrderOutcome> {
  const { cart, choices, form, run } = attempt;
  if (navigator.onLine === false) return placeOffline(attempt, session);
  const shown = shownGrandTotal(cart);
  await run(() => cart.cart.sync({ forceSync: true }));
  await run(() => cart.cart.syncTotals({ forceServerSync: true }));
  const cartId = cart.cart.getState().cartServerToken;
  const token = session?.getToken() ?? null;
  const storeCode = currentStoreCode();
  if (!cartId) throw refusal(attempt, { code: 0, message: '' });
  const order = buildOrder(attempt, cartId, session, await serverLines(cartId, token, storeCode), shown);
  const approve = checkoutApprovalOf(choices.payment);
  if (approve) return leaveToApprove(attempt, approve, { cartId, storeCode, userToken: token, body: order });
  const body = choices.payment?.code === CARD_METHOD ? await withCardToken(attempt, order) : order;
  // No cart call runs while the order is sent, and the cart is cleared before the next one can:
  // nothing calls the cart the order closes.
  const answer = await cart.cart.placeOrder(() => postOrder(body, token, storeCode));
  // The connection dropped while sending: the order waits like one placed offline (the server
  // places an order id once, so sending it again is safe even if this one arrived).
  if (!answer.ok && answer.status === 0) return placeOffline(attempt, session, body);
  if (!answer.ok) throw refusal(attempt, { ...answer, code: answer.status }, body.products);
  if (attempt.user && session && form.saveAddress && form.savedAddress === 'new' && !choices.ownBilling)
    void saveAddress(session, toApiAddress(form.shipping));
  return placed(attempt, answer.orderNumber, { receipt: answer.receipt });
}

/** A gateway method takes its payment online: an order placed offline with it is paid once it is sent. */
const paysOnline = ({ choices }: OrderAttempt) => (choices.payment ? !choices.payment.offline : false);

function buildOrder(
  { form, choices }: OrderAttempt,
  cartId: string,
  session: SessionApi | null,
  products: Array<{ sku: string; qty: number }>,
  grandTotal?: number,
): OrderBody {
  const { virtual, method, deliveryDate, payment, pickup, pickupTime, ownBilling } = choices;
  return orderBody({
    cartId,
    orderId: orderIdFor(cartId, window.sessionStorage, newOrderId),
    userId: session?.getUser()?.id,
    storeCode: currentStoreCode(),
    products,
    email: form.email,
    shipping: virtual || pickup ? null : form.shipping,
    pickup: pickup ? { collector: form.shipping, time: pickupTime } : null,
    billing: !ownBilling && form.billingSame ? form.shipping : form.billing,
    deliveryDate: virtual ? null : deliveryDate || null,
    shippingMethod: virtual || !method ? null : { carrier: method.carrier_code, method: method.method_code },
    paymentMethod: payment?.code ?? '',
    grandTotal,
    gift: choices.gift ? form.gift : null,
  });
}

/** The grand total the review step shows: the server's totals as last synced, else the cart's own (offline). */
function reviewGrandTotal({ cart }: CartRuntime): number | undefined {
  const value = cart.totals().find((segment) => segment.code === 'grand_total')?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : shownGrandTotal({ cart } as CartRuntime);
}

/** The grand total on the review step: the server's totals as last synced. */
function shownGrandTotal({ cart }: CartRuntime): number | undefined {
  const { platformTotalSegments, platformTotals } = cart.getState();
  const segment = platformTotalSegments?.find((candidate) => candidate.code === 'grand_total');
  const value = segment?.value ?? platformTotals?.grand_total;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function placed(
  { form, choices }: OrderAttempt,
  orderNumber: string,
  how: { queuedOrderId?: string; receipt?: ReceiptLink | null },
): OrderOutcome {
  const deliveryDate = choices.virtual ? null : choices.deliveryDate || null;
  const pickup = choices.pickup ? { time: choices.pickupTime, place: choices.pickup.place.name } : null;
  const { queuedOrderId, receipt = null } = how;
  return { kind: 'placed', order: { orderNumber, queuedOrderId, email: form.email.trim(), deliveryDate, pickup, receipt } };
}

/**
 * Offline: the order waits in this browser, the cart is cleared as after any order, and the thank-you page
 * sends it once the connection is back. With a gateway method it is sent to be paid afterwards (pay_later):
 * the server prices it then and holds its stock, and the thank-you page (and an e-mail) offer the payment.
 * No payment token is kept: the card is typed into the gateway's fields only when the order is paid.
 */
async function placeOffline(attempt: OrderAttempt, session: SessionApi | null, sent?: OrderBody): Promise<OrderOutcome> {
  const { cart } = attempt;
  const cartId = cart.cart.getState().cartServerToken;
  if (!cartId) throw new OrderRefused(['checkout.error.offlineNoCart']);
  const kept = cart.cart.getState().cartItems.map((line) => ({ sku: line.sku, qty: line.qty }));
  const shownTotal = reviewGrandTotal(cart);
  // A queued order is priced when it is sent; a total checked then would hold it in the queue for good.
  const { grand_total: _shown, ...order } = sent ?? buildOrder(attempt, cartId, session, kept);
  const { payment_method_additional: _token, ...addressInformation } = order.addressInformation as OrderBody['addressInformation'] & {
    payment_method_additional?: unknown;
  };
  const body: OrderBody = { ...order, addressInformation, ...(paysOnline(attempt) ? { pay_later: true } : {}) };
  await queueOrder(currentStoreCode(), body, sent ? sent.products : kept, shownTotal);
  await cart.cart.clearAfterOrder();
  return placed(attempt, '', { queuedOrderId: body.order_id });
}

/** The order with the card gateway's payment token (the card number itself never reaches us). */
async function withCardToken<Body extends OrderBody>({ cardFields }: OrderAttempt, body: Body) {
  const fields = cardFields();
  if (!fields) throw new OrderRefused(['checkout.card.unavailable']);
  let token: string;
  try {
    ({ token } = await fields.requestToken());
  } catch {
    throw new OrderRefused(['checkout.card.invalid']);
  }
  return { ...body, addressInformation: { ...body.addressInformation, payment_method_additional: { payment_token: token } } };
}

/** A method approved on the gateway's own page: the shopper leaves for it and the order is placed when they come back. */
async function leaveToApprove(
  attempt: OrderAttempt,
  approve: CheckoutApproval,
  start: { cartId: string; storeCode: string | undefined; userToken: string | null; body: OrderBody },
): Promise<OrderOutcome> {
  const { form, choices, approval } = attempt;
  const deliveryDate = choices.virtual ? null : choices.deliveryDate || null;
  const refused = await approve({ ...start, form, deliveryDate, approval });
  if (refused) throw refusal(attempt, refused);
  return { kind: 'left' };
}

/** The API's refusal as the form shows it: field errors beside their fields, the rest in the summary. */
function refusal(
  { cart, form, choices }: OrderAttempt,
  { code, message, reason, errors }: ApiFailure,
  products: ReadonlyArray<{ sku: string }> = [],
): OrderRefused {
  if (code === 400 && errors?.length) {
    const found = serverFieldErrors(errors, form.billingSame && !choices.ownBilling, {
      shipping: formCountry(form.shipping),
      billing: formCountry(form.billing),
    });
    return new OrderRefused(found.rest, found.errors);
  }
  if (reason === ('order.cart_changed' satisfies ErrorReason)) void cart.cart.load();
  // Nothing was charged: the review step marks the lines that sold out, the summary says so in the view's words.
  if (reason === ('order.sold_out' satisfies ErrorReason))
    return new OrderRefused([message || 'checkout.error.orderFailed'], undefined, soldOutSkus(errors, products));
  // The review step shows the new amounts while the shopper reads what changed; a date found full or paused shows
  // as such once the dates are asked again, and the next one that can be chosen takes its place.
  if (
    reason === ('order.total_changed' satisfies ErrorReason) ||
    reason === ('order.delivery_date_full' satisfies ErrorReason) ||
    reason === ('order.delivery_date_paused' satisfies ErrorReason)
  )
    void cart.cart.syncTotals({ forceServerSync: true });
  return new OrderRefused([message || 'checkout.error.orderFailed']);
}
