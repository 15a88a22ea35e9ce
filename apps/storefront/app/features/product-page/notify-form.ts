/** Stands for the sku in the "Notify me" form rendered once per product; the page puts in the variant it shows. */
export const VARIANT_PLACEHOLDER = '__shoreline_variant_sku__';

/** The server-rendered "Notify me" form for the sku the page shows (skus are letters, digits, dots, dashes). */
export const notifyFormFor = (html: string, sku: string) => html.replace(VARIANT_PLACEHOLDER, sku.replace(/[^\w.-]/g, ''));
