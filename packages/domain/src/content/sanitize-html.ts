import sanitize from 'sanitize-html';

/**
 * The one allowlist sanitiser for the HTML that staff and the catalog importer write (product and
 * category descriptions, CMS pages and blocks, blog posts); the storefront renders what is stored as
 * it is. Parsing is left to the sanitize-html library (htmlparser2), which is widely used and fuzzed;
 * this module only states our allowlist.
 *
 * Server only: the library pulls in a parser and postcss, so nothing the browser loads may import
 * this file (the shared zod forms take plain strings; the API cleans them before storing).
 *
 * What is kept: text elements (headings, paragraphs, lists, links, images, tables ...) with the
 * attributes listed below. Scripts, styles, frames, objects, forms' controls, SVG and MathML go
 * with their content; other unknown tags (meta, link, base, form ...) go but keep their text;
 * event handlers and `style` go; a link must be relative, http(s), mailto: or tel:, an image
 * relative or http(s). The output is re-serialised by the library (void elements as `<br />`,
 * every attribute quoted), and unclosed elements are closed, so a fragment cannot close the
 * page's own elements.
 */

const ELEMENTS = [
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
];

/** Dropped with everything inside them: their content is code or a foreign document, not text to show. */
const DROPPED_WITH_CONTENT = [
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
  'option',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'xmp',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ELEMENTS,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'aria-*'],
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    time: ['datetime'],
    details: ['open'],
  },
  selfClosing: ['br', 'col', 'hr', 'img'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  // A fragment never holds <html>/<body>; text before or after such a tag is kept like any other.
  enforceHtmlBoundary: false,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The record with each named HTML field cleaned; fields that are absent (a patch that leaves them) stay absent. */
export function withCleanHtml<T extends object, K extends keyof T>(record: T, fields: readonly K[]): T {
  const copy = { ...record };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = sanitizeHtml(value) as T[K];
  }
  return copy;
}
