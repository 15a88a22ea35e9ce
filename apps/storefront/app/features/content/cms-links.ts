/** The page of a CMS page, by its identifier. */
export function cmsPageHref(identifier: string): string {
  return `/i/${encodeURIComponent(identifier)}`;
}

const SLUG = /^[\p{L}\p{N}_.-]{1,200}$/u;

/** Whether a URL segment can be an identifier or url key at all (anything else is a 404 without asking the API). */
export function isPlausibleSlug(value: string): boolean {
  return SLUG.test(value);
}
