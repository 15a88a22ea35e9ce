import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import type { ClaimReason } from '@shoreline/domain/forms/claims';
import type { ApiContext } from '../context.js';
import { echoText, type OrderMailStore } from '../order/index.js';
import { mailBrandOf, renderMail, type MailBrand } from '../mail/index.js';

/** A claim's reason as the back office words it (the shop reads its mail in English). */
const REASON_TEXT: Record<ClaimReason, string> = {
  arrived_warm: 'Arrived warm',
  dead_or_spoiled: 'Dead or spoiled',
  missing_item: 'Missing item',
  damaged_packaging: 'Damaged packaging',
  other: 'Other',
};

/** The shop's e-mail about a claim a customer just filed: which order, which lines, why, and where staff decide it. */
export interface NewClaimMailInput {
  claimId: number;
  orderNumber: string;
  storeCode: string;
  customer: { name: string; email: string };
  reason: ClaimReason;
  description: string;
  lines: ReadonlyArray<{ sku: string; name: string; qty: number }>;
}

/** The back office's page of a claim, on the shop's main address (where staff sign in). */
export const claimPageUrl = (publicUrl: string, claimId: number) => `${publicUrl}/admin/claims/${claimId}`;

export function newClaimMail(input: NewClaimMailInput, claimUrl: string, brand: MailBrand) {
  const who = `${input.customer.name ? echoText(input.customer.name, 80) : 'A customer'} <${input.customer.email}>`;
  const filed = `${who} filed freshness claim ${input.claimId} on order #${input.orderNumber} (${input.storeCode}).`;
  return renderMail(
    {
      subject: `Freshness claim ${input.claimId} on order #${input.orderNumber}`,
      preview: filed,
      greeting: filed,
      blocks: [
        {
          kind: 'paragraph',
          lines: [
            `Reason: ${REASON_TEXT[input.reason]}`,
            ...input.lines.map((line) => `Claimed: ${line.qty} x ${echoText(line.name, 120)} (${line.sku})`),
          ],
        },
        { kind: 'details', heading: 'Description:', lines: [echoText(input.description, 2000)] },
        { kind: 'action', label: 'Decide it in the back office', url: claimUrl },
      ],
      closing: [],
    },
    { ...brand, locale: 'en-US' },
  );
}

/** The customer's e-mail about a decided claim: approved (store credit or a refund, and how much) or declined (why). */
export interface DecisionMailInput {
  store: OrderMailStore;
  priceFormat: PriceFormat;
  orderNumber: string;
  claimId: number;
  decision:
    | { status: 'approved'; resolution: 'store_credit' | 'refund'; amountCents: number; balanceCents?: number | null }
    | { status: 'declined'; reason: string };
}

export function claimDecisionMail({ store, priceFormat, orderNumber, claimId, decision }: DecisionMailInput) {
  const storeName = store.brand.storeName;
  const money = (cents: number) => formatCents(cents, priceFormat);
  const body =
    decision.status === 'approved'
      ? [
          `we are sorry about the problem with your order ${orderNumber}. We looked at your report (claim ${claimId}) and approved it.`,
          decision.resolution === 'store_credit'
            ? `We added ${money(decision.amountCents)} of store credit to your account` +
              (decision.balanceCents != null ? ` (your balance is now ${money(decision.balanceCents)})` : '') +
              '. It is taken off your next order at checkout.'
            : `We refunded ${money(decision.amountCents)} to the payment you used for this order. It may take a few business days to show on your statement.`,
        ]
      : [
          `thank you for telling us about your order ${orderNumber}. We looked at your report (claim ${claimId}) and cannot make it good this time:`,
          echoText(decision.reason, 1000),
        ];
  return renderMail(
    {
      subject:
        decision.status === 'approved'
          ? `Your ${storeName} claim for order ${orderNumber} is approved`
          : `About your ${storeName} claim for order ${orderNumber}`,
      preview: body[0],
      greeting: 'Hello,',
      blocks: [
        ...body.map((line) => ({ kind: 'paragraph' as const, lines: [line] })),
        { kind: 'action', label: 'View your order', url: store.orderUrl },
      ],
      closing: ['Questions? Just reply to this e-mail.', storeName],
    },
    // The decision's words are English today: its layout says so too.
    { ...store.brand, locale: 'en-US' },
  );
}

/** Sent beside the claim's answer, as the shop's new-order notice: a failed e-mail is logged and the claim stands. */
export async function sendNewClaimNotice(context: ApiContext, input: NewClaimMailInput): Promise<void> {
  try {
    const view = context.readModel.current().defaultStore;
    const mail = newClaimMail(input, claimPageUrl(context.config.publicUrl, input.claimId), mailBrandOf(context.config, view, 'en-US'));
    await context.mailer.send({ from: context.config.mailFrom, to: context.config.shopEmail, ...mail });
  } catch (error) {
    context.log.error({ err: error, claim: input.claimId, order: input.orderNumber }, 'new-claim e-mail to the shop failed');
  }
}
