/** The shipping module's public surface: other modules import only what this file hands on. */
export { addDays, availableDeliveryDates, shopClock, weekday } from './delivery-calendar.js';
export {
  DEFAULT_SHIPPING,
  defaultCapacityOf,
  type DateStatus,
  type DeliveryCapacityConfig,
  OVERNIGHT,
  PICKUP,
  freeDeliveryFromCents,
  quoteShipping,
  shippingMethodToWire,
  type ShippingConfig,
  type ShippingQuote,
} from './methods.js';
export { isOfferedSlot, pickupLocationOf, type PickupLocation } from './pickup.js';
export { upcomingCutoffs, type Cutoff } from './cutoffs.js';
export {
  boxesFor,
  DEFAULT_PERISHABLE,
  LOWER_48_AND_DC,
  perishableVerdict,
  type PerishableConfig,
  type PerishableRefusal,
  type ShipmentDestination,
  type ShipmentLoad,
  type ShippingSurcharge,
} from './perishable.js';
