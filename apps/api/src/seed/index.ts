/** The seed module's public surface: other modules import only what this file hands on. */
export { CatalogImportError, countRecordLines, type ImportProblem } from './parse.js';
export { upsertCatalog } from './upsert.js';
export { bumpCatalogVersion } from './write.js';
