export { paymentName, pricedOrderIn, shippingName } from './names.js';
