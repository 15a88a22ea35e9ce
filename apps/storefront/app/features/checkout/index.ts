/** The checkout feature's public surface: a pickup time as the shopper reads it. */
export { formatPickupTime } from './pickup';
