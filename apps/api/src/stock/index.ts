/** The stock module's public surface: other modules import only what this file hands on. */
export { findStockLevels } from './storage.js';
