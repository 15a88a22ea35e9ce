/**
 * A data: address of the SVG, escaped so that it can stand in a double-quoted HTML attribute: it holds no
 * quote, ampersand or angle bracket, and no raw percent or hash (they mean something in a URL).
 */
export function svgDataUrl(markup: string): string {
  const escaped = markup.replace(/\s+/g, ' ').replace(/[%#<>"&]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${escaped}`;
}
