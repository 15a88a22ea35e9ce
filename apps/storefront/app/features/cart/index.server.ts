/** Server-only part of the cart's public surface: adding to the cart from a plain form post (no JavaScript). */
export { addToServerCart } from './add-to-cart.server';
export { cutoffAttributes, cutoffLine } from './delivery-cutoff';
export { renderCutoffHtml } from './cutoff-html.server';
export { withCutoffTicker } from './cutoff-ticker.server';
