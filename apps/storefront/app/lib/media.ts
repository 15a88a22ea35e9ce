/** Catalog and banner image paths ("/product/x.svg") are served under /media. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/media/')) return path;
  return `/media${path.startsWith('/') ? '' : '/'}${path}`;
}
