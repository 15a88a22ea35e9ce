/** The gift recipient's page on the server: its loader and its form's action. */
export { loadGiftDay, NO_STORE, submitGiftDay } from './gift-day.server';
