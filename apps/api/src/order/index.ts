/** The order module's public surface: other modules import only what this file hands on. */
export { echoText } from './echo-text.js';
export { type OrderOperations, type StatusMoveListener } from './operations.js';
export { giftOfOrder } from './gift.js';
export { balanceDueWire } from './order-changes/balance-link.js';
export { packingList, packingQuerySchema } from './packing-list/packing-list.js';
export { pricedOrderOfOrder } from './priced-order-of-row.js';
export { ordersToReschedule } from './reschedule.js';
export { askHoldCustomers } from './holds/hold-asks.js';
export { holdAnswerRows } from './holds/hold-answers.js';
export {
  customerOrderPage,
  findItems,
  findOrder,
  gatewayRefundableCents,
  givenBackCents,
  listOrders,
  orderFilterSchema,
  refundedQtyByItem,
  shipmentsOf,
} from './queries.js';
export { type OrderItemRow, type OrderRow } from './storage.js';
export { isAccountOwnersAddress, orderMailStore, type OrderMailStore } from './mails/mail-links.js';
export { refundMail, type RefundMailInput } from './money/refund-mail.js';
export { claimRefundMail, releaseRefundMail } from './money/refund-mail-claim.js';
export { REFUND_WAITING } from './money/refunds.js';
export { refundStanding, type LateOutcome } from './money/refund-sends.js';
export { effectiveStatus } from './workflow.js';
export { confirmationMail, type MailStore } from './mails/confirmation-mail.js';
export { giftRecipientMail } from './gift.js';
export { giftTrackingMail, type GiftTrackingKind } from './mails/gift-tracking-mail.js';
export { paymentDueMail } from './money/awaiting-payment.js';
export { rescheduleMail } from './mails/reschedule-mail.js';
export { shipmentMail } from './mails/shipment-mail.js';
export { newOrderMail } from './mails/shop-notice-mail.js';
export { atRiskMail, atRiskResolvedMail, type AtRiskReason } from './mails/at-risk-mail.js';
export { cancelMail } from './mails/cancel-mail.js';
export { holdAskMail } from './holds/hold-ask-mail.js';
export { balanceDueAgainMail, orderChangedMail } from './order-changes/change-mail.js';
export {
  addressLine,
  buyerDayMail,
  giftMessageMail,
  recipientChangedMail,
  recipientChosenMail,
  recipientInviteMail,
} from './recipient-day/recipient-day-mail.js';
export { type ReplacementOrders } from './placement/replacement.js';
export { setSelfService } from './self-service/self-service-setting.js';
