/**
 * The policy of every rendered page: scripts only from our origin or inline with
 * this document's nonce; no plugins, no <base> tricks, forms post only to us, and
 * no other site may frame the shop (clickjacking). Styles allow inline style
 * attributes, which React writes for a few computed sizes. The card gateway's
 * origin may serve its script and the hosted-field iframes (the card number is
 * typed into those, never into our page).
 */
export function contentSecurityPolicy(nonce: string, cardGatewayOrigin?: string): string {
  const gateway = cardGatewayOrigin ? ` ${cardGatewayOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gateway}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${cardGatewayOrigin ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
