/**
 * The storefront's public addresses that the API also writes (e-mails, marketing events, lists):
 * one definition, so a link the API hands out always opens the page the storefront serves.
 */
export function productPath(sku: string, urlKey: string, childSku?: string | null): string {
  return `/p/${encodeURIComponent(sku)}/${urlKey}${childSku ? `/${encodeURIComponent(childSku)}` : ''}`;
}

/** Catalog image paths are served under /media. */
export function mediaPath(image: string | null | undefined): string | null {
  if (!image) return null;
  return /^(https?:)?\/\//.test(image) || image.startsWith('/media/') ? image : `/media${image.startsWith('/') ? '' : '/'}${image}`;
}

const RASTER_IMAGE = /\.(jpe?g|png|webp)$/i;
const SIZED_MEDIA = /^\/media\/\d+\/\d+\/resize\//;

/**
 * A catalog image at one of the spec's sizes (SPEC_DEFAULTS.images). JPEG, PNG and WebP images (uploaded in
 * the back office) go through `/media/{w}/{h}/resize/{path}`, which the API answers with the copy it made at
 * that size; other images (the seed's SVG illustrations, remote addresses) are the same at every size and
 * keep their plain /media path.
 */
export function sizedMediaPath(image: string | null | undefined, size: { width: number; height: number }): string | null {
  const plain = mediaPath(image);
  if (!plain?.startsWith('/media/') || !RASTER_IMAGE.test(plain) || SIZED_MEDIA.test(plain)) return plain;
  return `/media/${size.width}/${size.height}/resize/${plain.slice('/media/'.length)}`;
}

/**
 * The boxes a catalog image has a PNG copy at (fitted inside, on white): mails show pictures and logos only as PNG or
 * JPEG, never SVG (Gmail and Outlook drop it). Each is twice the size the mail shows it at.
 */
export const RASTER_COPY_BOXES = {
  mailPicture: { width: 120, height: 120 },
  mailLogo: { width: 360, height: 96 },
} as const;

export type RasterCopyBox = (typeof RASTER_COPY_BOXES)[keyof typeof RASTER_COPY_BOXES];

/** `/media/{w}/{h}/png/{path}`: the PNG copy of a catalog image in one of RASTER_COPY_BOXES (remote images stay as they are). */
export function rasterMediaPath(image: string | null | undefined, box: RasterCopyBox): string | null {
  const plain = mediaPath(image)?.replace(SIZED_MEDIA, '/media/');
  if (!plain?.startsWith('/media/')) return plain ?? null;
  return `/media/${box.width}/${box.height}/png/${plain.slice('/media/'.length)}`;
}
