/** The product feature's public surface: cards and prices other features list products with. */
export { Price } from './Price';
export { ProductCard } from './ProductCard';
export type { ProductCardData } from './types';
