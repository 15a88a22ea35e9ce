/** The catalog module's public surface: other modules import only what this file hands on. */
export { projectFields } from './query-engine.js';
export { type CatalogReadModel } from './read-model.js';
export { type ReviewDocument, type StoreCatalog, type UrlRewriteDocument } from './snapshot-types.js';
export { adminAttributeDetail, listAdminAttributes, updateAttribute } from './editing/attribute-service.js';
export { catalogWrite, defined, flag } from './editing/catalog-write.js';
export { adminCategoryDetail, categoryPatchBody, listAdminCategories, updateCategory } from './editing/category-service.js';
export { ImportJobs } from './editing/import-service.js';
export { deleteProductImage, uploadProductImage } from './editing/product-image-service.js';
export { listProducts, productDetail, updateProduct } from './editing/product-service.js';
