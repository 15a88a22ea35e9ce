import { formatCents, type PriceFormat } from '@shoreline/domain/money';
import { echoText } from '../order/index.js';

/** The customer's e-mail about a decided claim: approved (store credit or a refund, and how much) or declined (why). */
export interface DecisionMailInput {
  storeName: string;
  priceFormat: PriceFormat;
  orderNumber: string;
  claimId: number;
  decision:
    | { status: 'approved'; resolution: 'store_credit' | 'refund'; amountCents: number; balanceCents?: number | null }
    | { status: 'declined'; reason: string };
}

export function claimDecisionMail({ storeName, priceFormat, orderNumber, claimId, decision }: DecisionMailInput) {
  const money = (cents: number) => formatCents(cents, priceFormat);
  const body =
    decision.status === 'approved'
      ? [
          `we are sorry about the problem with your order ${orderNumber}. We looked at your report (claim ${claimId}) and approved it.`,
          '',
          decision.resolution === 'store_credit'
            ? `We added ${money(decision.amountCents)} of store credit to your account` +
              (decision.balanceCents != null ? ` (your balance is now ${money(decision.balanceCents)})` : '') +
              '. It is taken off your next order at checkout.'
            : `We refunded ${money(decision.amountCents)} to the payment you used for this order. It may take a few business days to show on your statement.`,
        ]
      : [
          `thank you for telling us about your order ${orderNumber}. We looked at your report (claim ${claimId}) and cannot make it good this time:`,
          '',
          echoText(decision.reason, 1000),
        ];
  const lines = ['Hello,', '', ...body, '', 'Questions? Just reply to this e-mail.', storeName];
  return {
    subject:
      decision.status === 'approved'
        ? `Your ${storeName} claim for order ${orderNumber} is approved`
        : `About your ${storeName} claim for order ${orderNumber}`,
    text: lines.join('\n'),
  };
}
