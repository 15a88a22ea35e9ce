import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import type { ClaimReason } from '@shoreline/domain/forms/claims';
import type { ApiContext } from '../context.js';
import { echoText, type OrderMailStore } from '../order/index.js';
import { inLanguage, mailBrandOf, renderMail, type MailBrand, type MailLanguage } from '../mail/index.js';

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

interface DecisionTexts {
  hello: string;
  sorry(order: string, claim: number): string;
  credit(amount: string, balance: string | null): string;
  refund(amount: string): string;
  declined(order: string, claim: number): string;
  approvedSubject(store: string, order: string): string;
  declinedSubject(store: string, order: string): string;
  viewOrder: string;
  questions: string;
}

const DECISION_TEXTS: Record<MailLanguage, DecisionTexts> = {
  en: {
    hello: 'Hello,',
    sorry: (order, claim) =>
      `we are sorry about the problem with your order ${order}. We looked at your report (claim ${claim}) and approved it.`,
    credit: (amount, balance) =>
      `We added ${amount} of store credit to your account${balance ? ` (your balance is now ${balance})` : ''}. It is taken off your next order at checkout.`,
    refund: (amount) =>
      `We refunded ${amount} to the payment you used for this order. It may take a few business days to show on your statement.`,
    declined: (order, claim) =>
      `thank you for telling us about your order ${order}. We looked at your report (claim ${claim}) and cannot make it good this time:`,
    approvedSubject: (store, order) => `Your ${store} claim for order ${order} is approved`,
    declinedSubject: (store, order) => `About your ${store} claim for order ${order}`,
    viewOrder: 'View your order',
    questions: 'Questions? Just reply to this e-mail.',
  },
  de: {
    hello: 'Guten Tag,',
    sorry: (order, claim) =>
      `das Problem mit Ihrer Bestellung ${order} tut uns leid. Wir haben Ihre Meldung (Reklamation ${claim}) geprüft und angenommen.`,
    credit: (amount, balance) =>
      `Wir haben Ihrem Konto ${amount} Guthaben gutgeschrieben${balance ? ` (Ihr Guthaben beträgt jetzt ${balance})` : ''}. Es wird bei Ihrer nächsten Bestellung an der Kasse abgezogen.`,
    refund: (amount) =>
      `Wir haben ${amount} auf die Zahlungsart dieser Bestellung erstattet. Es kann einige Werktage dauern, bis die Erstattung auf Ihrem Kontoauszug erscheint.`,
    declined: (order, claim) =>
      `danke, dass Sie uns über Ihre Bestellung ${order} informiert haben. Wir haben Ihre Meldung (Reklamation ${claim}) geprüft und können sie diesmal leider nicht ausgleichen:`,
    approvedSubject: (store, order) => `Ihre Reklamation bei ${store} zur Bestellung ${order} ist angenommen`,
    declinedSubject: (store, order) => `Zu Ihrer Reklamation bei ${store} zur Bestellung ${order}`,
    viewOrder: 'Bestellung ansehen',
    questions: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
  },
  it: {
    hello: 'Buongiorno,',
    sorry: (order, claim) =>
      `ci dispiace per il problema con il tuo ordine ${order}. Abbiamo esaminato la tua segnalazione (reclamo ${claim}) e l'abbiamo accolta.`,
    credit: (amount, balance) =>
      `Abbiamo aggiunto ${amount} di credito negozio al tuo account${balance ? ` (ora il tuo saldo è ${balance})` : ''}. Viene scalato dal tuo prossimo ordine alla cassa.`,
    refund: (amount) =>
      `Abbiamo rimborsato ${amount} sul metodo di pagamento usato per questo ordine. Potrebbero servire alcuni giorni lavorativi prima che compaia sul tuo estratto conto.`,
    declined: (order, claim) =>
      `grazie per averci scritto del tuo ordine ${order}. Abbiamo esaminato la tua segnalazione (reclamo ${claim}) e questa volta non possiamo rimediare:`,
    approvedSubject: (store, order) => `Il tuo reclamo ${store} per l'ordine ${order} è stato accolto`,
    declinedSubject: (store, order) => `Il tuo reclamo ${store} per l'ordine ${order}`,
    viewOrder: 'Vedi il tuo ordine',
    questions: 'Domande? Rispondi semplicemente a questa e-mail.',
  },
};

/** The decision in the language of the view the order was placed in, its amounts as that view writes them. */
export function claimDecisionMail({ store, priceFormat, orderNumber, claimId, decision }: DecisionMailInput) {
  const texts = inLanguage(store.brand.locale, DECISION_TEXTS);
  const storeName = store.brand.storeName;
  const money = (cents: number) => formatCents(cents, priceFormat);
  const body =
    decision.status === 'approved'
      ? [
          texts.sorry(orderNumber, claimId),
          decision.resolution === 'store_credit'
            ? texts.credit(money(decision.amountCents), decision.balanceCents != null ? money(decision.balanceCents) : null)
            : texts.refund(money(decision.amountCents)),
        ]
      : [texts.declined(orderNumber, claimId), echoText(decision.reason, 1000)];
  return renderMail(
    {
      subject:
        decision.status === 'approved' ? texts.approvedSubject(storeName, orderNumber) : texts.declinedSubject(storeName, orderNumber),
      preview: body[0],
      greeting: texts.hello,
      blocks: [
        ...body.map((line) => ({ kind: 'paragraph' as const, lines: [line] })),
        { kind: 'action', label: texts.viewOrder, url: store.orderUrl },
      ],
      closing: [texts.questions, storeName],
    },
    store.brand,
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
