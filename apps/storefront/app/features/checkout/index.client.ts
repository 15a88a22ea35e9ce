/** Browser-only part of checkout's public surface: asks the shopper about orders still waiting to be sent. */
export { promptWaitingOrders } from './offline-order-prompt.client';
