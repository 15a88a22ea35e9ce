/** Helpers for the shop's own (trusted) CMS HTML, applied on the server before it is rendered. */

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Moves the headings of a content block down so the highest one is `topLevel`
 * (the page's h1 stays the only h1); relative levels are kept, h6 is the floor.
 */
export function shiftHeadings(html: string, topLevel = 2): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = topLevel - Math.min(...levels);
  if (shift <= 0) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`);
}

export interface FaqItem {
  /** Inline HTML of the question (the heading's content). */
  questionHtml: string;
  answerHtml: string;
}

export interface FaqContent {
  introHtml: string;
  items: FaqItem[];
}

const H2_SECTION = /<h2\b[^>]*>([\s\S]*?)<\/h2>/gi;

/**
 * Reads question-and-answer content (an h2 per question, the answer up to the
 * next h2) so it can render as a details/summary list. Null when the HTML is not
 * shaped like that (fewer than two questions, or a question without an answer).
 */
export function splitFaq(html: string): FaqContent | null {
  const headings = [...html.matchAll(H2_SECTION)];
  if (headings.length < 2) return null;
  const items: FaqItem[] = [];
  for (const [index, heading] of headings.entries()) {
    const answerStart = heading.index + heading[0].length;
    const answerEnd = headings[index + 1]?.index ?? html.length;
    const answerHtml = html.slice(answerStart, answerEnd).trim();
    const questionHtml = heading[1].trim();
    if (!answerHtml || !questionHtml) return null;
    items.push({ questionHtml, answerHtml });
  }
  return { introHtml: html.slice(0, headings[0].index).trim(), items };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of an HTML fragment (structured data, descriptions). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name] ?? match)
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}
