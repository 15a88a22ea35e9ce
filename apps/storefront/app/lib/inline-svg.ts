/**
 * A picture's SVG rebuilt for standing inside the page, or null when it holds anything beyond plain shapes.
 *
 * Pictures are uploaded by staff, so the markup is not trusted: nothing is passed through. The file is read as a
 * run of tags, and each tag is written again from an allowlist of elements and attributes whose values may hold
 * only numbers, names, colours and references within the picture (`url(#id)`, a <use>'s `#id`). Words may stand
 * only inside <text> and <tspan> (a logo's name), as plain characters. Anything else (a script, a style, a link,
 * an event attribute, text elsewhere, a comment, an entity, a tag left open) makes the whole picture unfit, and
 * the caller keeps it as an <img>. Ids take a prefix so that they cannot meet the page's own.
 */

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'pattern',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'use',
  'text',
  'tspan',
]);

/** Elements whose content is words (a logo's name): plain characters, no markup or entity beyond the five of XML. */
const TEXT_ELEMENTS = new Set(['text', 'tspan']);
const CHARACTERS = /(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)+/y;

const ATTRIBUTES = new Set([
  'viewbox',
  'width',
  'height',
  'preserveaspectratio',
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'fx',
  'fy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'offset',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'patternunits',
  'patterncontentunits',
  'patterntransform',
  'clip-path',
  'clip-rule',
  'dx',
  'dy',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
]);

/** Font names may be quoted with single quotes (`Georgia,'Times New Roman',serif`), nothing else. */
const FONT_FAMILY = /^[\w\s,'-]*$/;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Numbers, names, colours, lists and transforms: no colon, quote, angle bracket, ampersand or backslash. */
const PLAIN_VALUE = /^[\w\s#.,%()+-]*$/;
const REFERENCE = /url\(\s*#([\w-]+)\s*\)/g;
/** <use> may repeat a shape of the same picture, nothing outside it. */
const LOCAL_HREF = /^#([\w-]+)$/;
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+\s*=\s*"[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"/g;
const PROLOGUE = /^\s*(<\?xml[^?]*\?>)?\s*/;

export interface InlineSvgOptions {
  /** Put before every id and every `url(#id)` reference. */
  idPrefix: string;
  /** Attributes set on the root <svg>, in place of the file's own of the same name (escaped); null drops the file's. */
  rootAttributes: Record<string, string | null>;
}

export function inlineSvg(markup: string, options: InlineSvgOptions): string | null {
  const out: string[] = [];
  const open: string[] = [];
  let position = markup.match(PROLOGUE)?.[0].length ?? 0;
  while (position < markup.length) {
    const gap = /\s*/y;
    gap.lastIndex = position;
    position += gap.exec(markup)?.[0].length ?? 0;
    if (position >= markup.length) break;
    const words = wordsAt(markup, position, open);
    if (words) {
      out.push(words);
      position += words.length;
      continue;
    }
    TAG.lastIndex = position;
    const tag = TAG.exec(markup);
    if (!tag) return null;
    position = TAG.lastIndex;
    const written = writeTag(tag, open, options);
    if (written === null) return null;
    out.push(written);
    if (open.length === 0) break;
  }
  const rest = markup.slice(position);
  if (open.length > 0 || rest.trim() !== '' || out.length === 0) return null;
  return out.join('');
}

/** The characters at `position` when the element open there takes words, else null. */
function wordsAt(markup: string, position: number, open: string[]): string | null {
  const inside = open[open.length - 1]?.toLowerCase();
  if (!inside || !TEXT_ELEMENTS.has(inside)) return null;
  CHARACTERS.lastIndex = position;
  return CHARACTERS.exec(markup)?.[0] ?? null;
}

function writeTag(
  [, closing, rawName, rawAttributes, selfClosing]: RegExpExecArray,
  open: string[],
  options: InlineSvgOptions,
): string | null {
  if (closing) return open.length > 0 && open.pop() === rawName && !rawAttributes.trim() ? `</${rawName}>` : null;
  const name = rawName.toLowerCase();
  const root = open.length === 0;
  if (!ELEMENTS.has(name) || root !== (name === 'svg')) return null;
  const attributes = writeAttributes(rawAttributes, root, options);
  if (attributes === null) return null;
  if (!selfClosing) open.push(rawName);
  return `<${rawName}${attributes}${selfClosing ? '/>' : '>'}`;
}

function writeAttributes(raw: string, root: boolean, options: InlineSvgOptions): string | null {
  let written = '';
  for (const [, rawName, value] of raw.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (root && Object.keys(options.rootAttributes).some((given) => given.toLowerCase() === name)) continue;
    if (name === 'xmlns') {
      if (value !== SVG_NAMESPACE) return null;
      continue;
    }
    if (name === 'href') {
      const id = LOCAL_HREF.exec(value)?.[1];
      if (!id) return null;
      written += ` href="#${options.idPrefix}${id}"`;
      continue;
    }
    if (name === 'font-family') {
      if (!FONT_FAMILY.test(value)) return null;
      written += ` font-family="${value}"`;
      continue;
    }
    if (!ATTRIBUTES.has(name) || !PLAIN_VALUE.test(value) || !onlyReferencesIn(value)) return null;
    const safe =
      name === 'id' ? `${options.idPrefix}${value}` : value.replace(REFERENCE, (_, id: string) => `url(#${options.idPrefix}${id})`);
    written += ` ${rawName}="${safe}"`;
  }
  if (!root) return written;
  const added = Object.entries(options.rootAttributes).flatMap(([name, value]) =>
    value === null ? [] : [` ${name}="${escapeAttribute(value)}"`],
  );
  return ` xmlns="${SVG_NAMESPACE}"${written}${added.join('')}`;
}

/** A value's only parentheses besides transforms' are `url(#id)` references. */
function onlyReferencesIn(value: string): boolean {
  const withoutReferences = value.replace(REFERENCE, '');
  return !/url/i.test(withoutReferences);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
