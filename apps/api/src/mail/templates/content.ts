/**
 * What a transactional mail says, once: its HTML (MailDocument.tsx) and its plain-text part (mailText below) are both
 * read from this, so the two parts cannot say different things.
 */
export interface MailItem {
  /** "2 x Steamed crabs (CRAB-DZ)" */
  text: string;
  amount: string;
  /** "Sauce: Remoulade" */
  options: string[];
  /** An absolute URL of the product's picture; HTML only (the text part has no pictures). */
  imageUrl?: string | null;
  /** Where the item leads (a download): its name links there, and the text part prints it. */
  url?: string;
}

export interface MailAmount {
  title: string;
  amount: string;
}

export type MailBlock =
  /** Lines of one paragraph: one line each in the text part, one <br> apart in HTML. */
  | { kind: 'paragraph'; lines: string[] }
  /** A heading over lines that belong together: an address, a gift message, the carrier and tracking number. */
  | { kind: 'details'; heading: string; lines: string[] }
  | { kind: 'items'; heading: string; items: MailItem[] }
  /** The amounts from the subtotal down to the grand total, as the priced order lists them. */
  | { kind: 'totals'; rows: MailAmount[]; total: MailAmount }
  /** A code to type somewhere (a gift card, a coupon), set apart so it reads and copies as one word. */
  | { kind: 'code'; label: string; code: string }
  /** The mail's one button: where it leads, and its words. */
  | { kind: 'action'; label: string; url: string };

export interface MailContent {
  subject: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  greeting: string;
  blocks: MailBlock[];
  /** The closing lines ("Questions? Just reply to this e-mail.", the store's name). */
  closing: string[];
}

const itemLine = (item: MailItem): string => {
  const tail = item.url ?? item.amount;
  return tail ? `${item.text}: ${tail}` : item.text;
};

const blockText = (block: MailBlock): string[] => {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.filter(Boolean);
    case 'details':
      return [block.heading, ...block.lines.filter(Boolean)];
    case 'items':
      return [block.heading, ...block.items.flatMap((item) => [itemLine(item), ...item.options.map((option) => `    ${option}`)])];
    case 'totals':
      return [...block.rows, block.total].map((row) => `${row.title}: ${row.amount}`);
    case 'code':
      return [block.label, '', `    ${block.code}`];
    case 'action':
      return [`${block.label}:`, block.url];
  }
};

/** Lines joined, never two blank lines in a row (a part left out leaves no gap). */
export const mailTextOf = (lines: readonly string[]): string =>
  lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');

/** The plain-text part: the greeting, each block as lines with a blank line between blocks, the closing lines. */
export function mailText(content: MailContent): string {
  const blocks = content.blocks.flatMap((block) => [...blockText(block), '']);
  return mailTextOf([content.greeting, '', ...blocks, ...content.closing]).trimEnd();
}
