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
  const markup = await api.smallSvg(store.logo, INLINE_LOGO_MAX_BYTES).catch(() => null);
  const viewBox = markup ? VIEW_BOX.exec(markup) : null;
  if (!markup || !viewBox) return undefined;
  const html = inlineSvg(markup, {
    idPrefix: `${STORE_LOGO_ID}-`,
    rootAttributes: {
      width: null,
      height: null,
      role: 'img',
      'aria-label': store.name,
      focusable: 'false',
      class: LOGO_CLASS,
      style: `aspect-ratio: ${viewBox[1]} / ${viewBox[2]}`,
    },
  });
  return html ? sendOnce(documentHtml, STORE_LOGO_ID, html) : undefined;
}
