/** Server-only part of the cart's public surface: adding to the cart from a plain form post (no JavaScript). */
export { addToServerCart } from './add-to-cart.server';
