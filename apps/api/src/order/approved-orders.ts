import { orderInput } from '@shoreline/domain/wire/order';
import type { ApiContext } from '../context.js';
import type { ApprovedOrders } from '../payment/index.js';
import { findOrder } from './queries.js';
import { placeOrderInput } from './placement/place-input.js';
import { PAYING_REFUSALS, PLACING_REFUSALS } from './refusals.js';
import { receiptQuery } from './routes.js';
import { confirmationOf, type OrderService } from './service.js';

/** The order side of a payment provider's own calls (payment/port.ts): placing an approved order, paying an awaiting one. */
export function approvedOrdersOf(context: ApiContext, orders: OrderService): ApprovedOrders {
  return {
    refusals: { placing: PLACING_REFUSALS, paying: PAYING_REFUSALS },
    payLink: receiptQuery,
    placeApproved(store, body, customerId, approved) {
      const info = body.addressInformation;
      const order = orderInput.parse({
        ...body,
        addressInformation: { ...(info && typeof info === 'object' ? info : {}), payment_method_code: approved.code },
      });
      return orders.place(store, placeOrderInput(order), customerId, { approved: approved.additional });
    },
    async placed(orderId, own) {
      const order = await findOrder(context.db, orderId);
      return order ? confirmationOf(order, own ? context.secret : null) : undefined;
    },
    awaitingPayment: (link, code) => orders.awaiting.payableWith(link, code),
  };
}
