import { renderMail } from '../mail/index.js';
import type { OrderMailStore } from '../order/index.js';

export interface DownloadsMailInput {
  orderNumber: string;
  files: ReadonlyArray<{ title: string; url: string }>;
  maxDownloads: number;
  days: number;
  /** Whether the address is the verified owner of an account that lists the order: only then does the mail speak of it. */
  toAccountOwner: boolean;
}

/** The files of a paid order, each a signed link; the button leads to the order (a guest's receipt page, never an account). */
export function downloadsMail(store: OrderMailStore, input: DownloadsMailInput) {
  const storeName = store.brand.storeName;
  const ready = `thank you for your order ${input.orderNumber}. Your files are ready:`;
  return renderMail(
    {
      subject: `Your downloads for order ${input.orderNumber}`,
      preview: ready,
      greeting: 'Hello,',
      blocks: [
        { kind: 'paragraph', lines: [ready] },
        {
          kind: 'items',
          heading: 'Your files:',
          items: input.files.map((file) => ({ text: file.title, amount: '', options: [], url: file.url })),
        },
        {
          kind: 'paragraph',
          lines: [
            `Each link works ${input.maxDownloads} times within ${input.days} days.` +
              (input.toAccountOwner ? ' You also find them with the order in your account.' : ''),
          ],
        },
        { kind: 'action', label: 'View your order', url: store.orderUrl },
      ],
      closing: [storeName],
    },
    // The mail's words are English today: its layout says so too.
    { ...store.brand, locale: 'en-US' },
  );
}
