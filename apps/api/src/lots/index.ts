/** The lots module's public surface: lots and recalls (issue 37), started from app.ts in one call. */
export { startLots } from './start.js';
