/**
 * The delivery module's public surface: other modules import only this file. It owns when and how an order can
 * arrive: the one calendar (ship and delivery days, holidays, the shop's time zone), cut-offs, pickup slots,
 * shipping methods and their prices, the perishable rules, capacity per place and date, and shipping holds. A
 * place is the website that fills the boxes of all its store views (places.ts). Its configuration (config.ts) is
 * read from the environment with the API's.
 */
export { dateAvailability } from './availability.js';
export { addDays, availableDeliveryDates, shopClock, weekday, type DeliveryCalendarConfig } from './calendar.js';
export { CALENDAR_DAYS, deliveryCalendar, deliveryDay, listPlaces, setDayCapacity } from './capacity.js';
export { DEFAULT_SHIPPING, defaultCapacityOf, loadDeliveryConfig, type DeliveryCapacityConfig, type ShippingConfig } from './config.js';
export { cutoffFor, upcomingCutoffs, zonedInstant, type Cutoff } from './cutoffs.js';
export { createHold, findHold, liftHold, listHolds, shippingHold } from './holds.js';
export {
  freeDeliveryFromCents,
  OVERNIGHT,
  overnightCents,
  PICKUP,
  quoteShipping,
  shippingMethodToWire,
  type DateStatus,
  type ShippingQuote,
} from './methods.js';
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
export { isOfferedSlot, pickupLocationOf, type PickupLocation } from './pickup.js';
export { allPlaces, findPlace, placeById, placeCapacity, placeOf, type Place } from './places.js';
export { holdCovers, regionOf } from './regions.js';
export {
  DeliveryDateFull,
  DeliveryDatePaused,
  holdOn,
  moveSlot,
  refuseHeld,
  refuseUnavailableDate,
  releaseSlot,
  slotCapacity,
  takeSlot,
  type HoldRow,
  type Slot,
} from './slots.js';
export { requestedDeliveryDate, type DeliveryDateNames } from './wire-date.js';
