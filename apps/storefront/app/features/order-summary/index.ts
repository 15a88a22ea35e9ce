/** The order-summary feature's public surface: one placed order's lines and amounts, for the thank-you and account pages. */
export { OrderSummary } from './OrderSummary';
export { optionLabel, segmentTitle } from './segment-title';
export { OrderAddress } from './OrderAddress';
export { GiftNote } from './GiftNote';
export { ParcelStatus } from './ParcelStatus';
export { accountChangeCalls, receiptChangeCalls, type ChangeCalls } from './changes/changes-api';
export { loadBalanceDue, loadOrderChanges } from './changes/load';
export { useParcelRefresh } from './parcel-refresh';
