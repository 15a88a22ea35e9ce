/** Catalog and banner image paths ("/product/x.svg") are served under /media (one rule with the API's). */
export { mediaPath as mediaUrl, sizedMediaPath as sizedMediaUrl } from '@shoreline/domain/urls';
