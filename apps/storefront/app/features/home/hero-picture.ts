import { svgDataUrl } from '~/lib/svg-data-url';
import { inlineSvg } from '~/lib/inline-svg';

/** The element of the document that holds the hero's inline picture. */
export const HERO_PICTURE_ID = 'hero-picture';

/** The main banner's picture box: 1200 x 500, filling its frame, cropped from the right. */
export const HERO_PICTURE_CLASS = 'absolute inset-0 h-full w-full object-cover object-right';

/**
 * The hero's picture inside the page. Plain shapes stand in the page as SVG (inline-svg.ts rebuilds them from an
 * allowlist), so the picture paints with the first paint rather than after an image decode that waits behind the
 * scripts; a picture with anything more stays an <img> whose source is the picture itself (a data: source, so that
 * the page's largest paint waits for no second request on a slow line, and nothing in the file runs or styles the page).
 */
export function heroPictureHtml(markup: string): string {
  const inline = inlineSvg(markup, {
    idPrefix: `${HERO_PICTURE_ID}-`,
    // Cropped from the right, as the <img> is (object-right).
    rootAttributes: { 'aria-hidden': 'true', focusable: 'false', class: HERO_PICTURE_CLASS, preserveAspectRatio: 'xMaxYMid slice' },
  });
  return (
    inline ?? `<img src="${svgDataUrl(markup.trim())}" alt="" width="1200" height="500" fetchpriority="high" class="${HERO_PICTURE_CLASS}">`
  );
}
