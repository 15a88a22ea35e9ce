import { Conflict, Unavailable, UpstreamFailed } from '../../errors.js';
import { GatewayUnavailableError, IllegalPaymentTransition, PaymentOperationRefused } from '../../payment/index.js';

/** Turns a gateway refusal or outage into an answer the back office can show. */
export function paymentProblem(error: unknown, what: string): never {
  if (error instanceof PaymentOperationRefused) throw new UpstreamFailed(`${error.message}. The order was not changed (${what}).`);
  if (error instanceof GatewayUnavailableError)
    throw new Unavailable(`The payment service did not answer; nothing was changed (${what}). Try again in a minute.`);
  if (error instanceof IllegalPaymentTransition) throw new Conflict(`The payment cannot be changed now: ${error.message}.`);
  throw error;
}
