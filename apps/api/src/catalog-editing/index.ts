/** Staff's catalog editing (attributes, categories, products, images, imports): the catalog module is the read side. */
export { adminAttributeDetail, listAdminAttributes, updateAttribute } from './attribute-service.js';
export { catalogWrite, defined, flag } from './catalog-write.js';
export { adminCategoryDetail, categoryPatchBody, listAdminCategories, updateCategory } from './category-service.js';
export { ImportJobs } from './import-service.js';
export { deleteProductImage, uploadProductImage } from './product-image-service.js';
export { listProducts, productDetail, updateProduct } from './product-service.js';
export { listStorePlaces, storePlaceDetail, updateStorePlace } from './store-service.js';
