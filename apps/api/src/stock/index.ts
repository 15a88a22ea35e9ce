/** The stock module's public surface: other modules import only what this file hands on. */
export { addStock, findStockLevels, withdrawStock } from './storage.js';
