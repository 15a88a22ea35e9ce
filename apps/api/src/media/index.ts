/** The media module's public surface: other modules import only what this file hands on. */
export {
  IMAGE_TYPE_REFUSED,
  PRODUCT_IMAGE_NAME,
  processProductImage,
  productImagePath,
  reencodeLossyPhoto,
  reencodeUploadedImage,
  type ReencodedImage,
  removeProductImageFiles,
  sniffFormat,
  storeProductImage,
} from './product-images.js';
