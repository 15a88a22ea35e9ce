/** The checkout feature's public surface: where orders placed offline wait to be sent. */
export { offlineOrdersKey } from './offline-orders-key';
export { formatPickupTime } from './pickup';
