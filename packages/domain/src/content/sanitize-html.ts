/**
 * Cleans the HTML that staff write in the back office (CMS pages and blocks, blog posts) before it
 * is stored; the storefront renders it as it is. An allowlist: text elements (headings, paragraphs,
 * lists, links, images, tables ...) keep the attributes listed below; scripts, styles, frames,
 * objects, forms and their content go, other unknown tags go but keep their text, event handlers
 * and `style` go, and a link or image URL must be relative or http(s) (mailto: and tel: for links).
 * Every tag left is written out again, so the only `<` in the result starts a tag made here; text
 * keeps its entities as written. Open elements are closed at the end and a closing tag without its
 * opening tag is dropped, so the fragment can never close the page's own elements.
 */

const ELEMENTS = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
]);

/** Elements without content or closing tag. */
const VOID = new Set(['br', 'col', 'hr', 'img']);

/** Dropped together with everything up to their closing tag (their content is code, not text). */
const DROP_WITH_CONTENT = new Set([
  'applet',
  'embed',
  'frameset',
  'head',
  'iframe',
  'math',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'xmp',
]);

const GLOBAL_ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'role']);
const ELEMENT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel', 'hreflang']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading', 'decoding']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope', 'abbr']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
  time: new Set(['datetime']),
  details: new Set(['open']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  quest: '?',
  num: '#',
  period: '.',
  nbsp: '\u00a0',
};

/** Decodes the character references a browser would decode in an attribute value (enough to judge a URL). */
function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (match, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** A URL is kept when it is relative (no scheme) or its scheme is one of the allowed ones. */
export function isSafeUrl(raw: string, schemes: ReadonlySet<string> = LINK_SCHEMES): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  const head = value.split(/[/?#]/, 1)[0] ?? '';
  if (head.includes('&')) return false; // a character reference this code does not know, in the scheme part
  const colon = head.indexOf(':');
  if (colon < 0) return true;
  return schemes.has(head.slice(0, colon).toLowerCase());
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Array<[string, string | null]>;
  /** Index just after the tag's `>`. */
  end: number;
}

const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/y;
const ATTRIBUTE_NAME = /[^\s"'>/=]+/y;
const UNQUOTED_VALUE = /[^\s>]+/y;
const SPACE = /[\s/]*/y;

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** Reads the tag starting at `at` (a `<`); null when it is not a complete tag (then the `<` is text). */
function readTag(html: string, at: number): Tag | null {
  const start = sticky(TAG_NAME, html, at);
  if (!start) return null;
  const tag: Tag = { name: start[2].toLowerCase(), closing: start[1] === '/', attributes: [], end: 0 };
  let i = at + start[0].length;
  for (;;) {
    i += sticky(SPACE, html, i)?.[0].length ?? 0;
    if (i >= html.length) return null;
    if (html[i] === '>') {
      tag.end = i + 1;
      return tag;
    }
    const name = sticky(ATTRIBUTE_NAME, html, i);
    if (!name) return null;
    i += name[0].length;
    let j = i;
    while (j < html.length && /\s/.test(html[j])) j += 1;
    let value: string | null = null;
    if (html[j] === '=') {
      j += 1;
      while (j < html.length && /\s/.test(html[j])) j += 1;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close < 0) return null;
        value = html.slice(j + 1, close);
        i = close + 1;
      } else {
        const bare = sticky(UNQUOTED_VALUE, html, j);
        value = bare ? bare[0] : '';
        i = j + value.length;
      }
    }
    tag.attributes.push([name[0].toLowerCase(), value]);
  }
}

const escapeAttribute = (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function writeTag(tag: Tag): string {
  const allowed = ELEMENT_ATTRIBUTES[tag.name];
  const seen = new Set<string>();
  let out = `<${tag.name}`;
  for (const [name, value] of tag.attributes) {
    if (seen.has(name)) continue; // the browser keeps the first of a repeated attribute
    seen.add(name);
    if (!GLOBAL_ATTRIBUTES.has(name) && !name.startsWith('aria-') && !allowed?.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && (value === null || !isSafeUrl(value, tag.name === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES))) continue;
    out += value === null ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  }
  return `${out}>`;
}

/** Skips a comment, doctype, CDATA or processing instruction at `at`; the index after it, or -1. */
function skipMarkup(html: string, at: number): number {
  if (html.startsWith('<!--', at)) {
    const end = html.indexOf('-->', at + 4);
    return end < 0 ? html.length : end + 3;
  }
  if (html[at + 1] === '!' || html[at + 1] === '?') {
    const end = html.indexOf('>', at);
    return end < 0 ? html.length : end + 1;
  }
  return -1;
}

/** Where the content of a dropped element ends: after its closing tag, or the end of the text. */
function skipElement(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'gi');
  close.lastIndex = from;
  const match = close.exec(html);
  if (!match) return html.length;
  const end = html.indexOf('>', match.index);
  return end < 0 ? html.length : end + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const skipped = skipMarkup(html, lt);
    if (skipped >= 0) {
      i = skipped;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.closing) i = skipElement(html, tag.name, i);
      continue;
    }
    if (!ELEMENTS.has(tag.name)) continue;
    if (!tag.closing) {
      out += writeTag(tag);
      if (!VOID.has(tag.name)) open.push(tag.name);
      continue;
    }
    const at = open.lastIndexOf(tag.name);
    if (at < 0) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
