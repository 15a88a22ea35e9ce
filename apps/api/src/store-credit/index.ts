/** The store-credit module's public surface: other modules import only what this file hands on. */
export { adjustStoreCredit } from './adjust.js';
export { InsufficientStoreCredit, appendCredit, balanceOf } from './ledger.js';
