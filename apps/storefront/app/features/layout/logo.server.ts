import type { AppLoadContext } from 'react-router';
import { sendOnce } from '~/lib/document-html';
import { inlineSvg } from '~/lib/inline-svg';
import { LOGO_CLASS, STORE_LOGO_ID } from './Logo';

/** An SVG logo within this size travels inside the page. */
const INLINE_LOGO_MAX_BYTES = 4 * 1024;
const VIEW_BOX = /<svg\b[^>]*\sviewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/;

/**
 * The store's logo standing in the page as SVG, when it is a small SVG of plain shapes and words (inline-svg.ts
 * rebuilds it from an allowlist): the header paints whole with the first paint, and a phone on a slow line makes
 * no request for it beside the stylesheet and the headings' face. (A data: <img> cost as much as a request in
 * Lighthouse's simulation.) Undefined for any other logo, which the header shows as an <img> from its address.
 */
export async function inlineLogoHtml({ api, store, documentHtml }: AppLoadContext): Promise<string | undefined> {
  if (!store.logo.endsWith('.svg')) return undefined;
  const html = await logoMarkupFor(store.logo, store.name, (path) => api.smallSvg(path, INLINE_LOGO_MAX_BYTES));
  return html ? sendOnce(documentHtml, STORE_LOGO_ID, html) : undefined;
}

/**
 * Every document's root loader asks for the logo (personal pages are not in the output cache), so the rebuilt SVG is
 * kept a minute per logo and store name rather than read and rebuilt on each render; a replaced file shows within it.
 */
const LOGO_KEPT_MS = 60_000;
const keptLogos = new Map<string, { html: Promise<string | null>; until: number }>();

function logoMarkupFor(path: string, name: string, read: (path: string) => Promise<string | null>): Promise<string | null> {
  const key = `${path}\n${name}`;
  const kept = keptLogos.get(key);
  if (kept && kept.until > Date.now()) return kept.html;
  const html = read(path)
    .catch(() => null)
    .then((markup) => (markup ? logoSvg(markup, name) : null));
  keptLogos.set(key, { html, until: Date.now() + LOGO_KEPT_MS });
  return html;
}

function logoSvg(markup: string, name: string): string | null {
  const viewBox = VIEW_BOX.exec(markup);
  if (!viewBox) return null;
  return inlineSvg(markup, {
    idPrefix: `${STORE_LOGO_ID}-`,
    rootAttributes: {
      width: null,
      height: null,
      role: 'img',
      'aria-label': name,
      focusable: 'false',
      class: LOGO_CLASS,
      style: `aspect-ratio: ${viewBox[1]} / ${viewBox[2]}`,
    },
  });
}
