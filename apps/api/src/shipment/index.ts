/** The shipment module's public surface: carrier labels and tracking (issue 37), started from app.ts in one call. */
export { startShipping } from './start.js';
