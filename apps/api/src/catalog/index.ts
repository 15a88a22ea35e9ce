/** The catalog module's public surface: other modules import only what this file hands on. */
export { projectFields } from './query-engine.js';
export { type CatalogReadModel } from './read-model.js';
export { type ReviewDocument, type StoreCatalog, type UrlRewriteDocument } from './snapshot-types.js';
export { pricedView } from './routes.js';
export { groupUnitCents, type CatalogGroups, type CustomerGroup, type GroupPrice } from './group-prices.js';
