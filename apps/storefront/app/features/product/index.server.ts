/** Server-only part of the product feature's public surface: catalog documents to card data. */
export { toProductCard } from './product-card.server';
