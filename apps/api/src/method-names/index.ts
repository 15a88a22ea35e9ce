export { paymentName, pricedOrderIn, RECORD_VIEW, shippingName, type ShopperView, surchargeTitle, viewOf } from './names.js';
export { deliveryDateFullText, deliveryDatePausedText, NO_PICKUP_TIMES, shippingMessage } from './shipping-texts.js';
export { soldOutText, unpaidLimitText, unpaidNotHeldText } from './unpaid-texts.js';
export { refundPlaces, waysToPay, type MethodWords } from './ways-to-pay.js';
