import type { NmiAnswer } from './client.js';

/** The card fields' refusals in the spec's exact wording, shown beside the field they concern. */
export const CVV_NOT_VALID = 'CVV is not valid';
export const INVALID_EXPIRATION_DATE = 'Invalid expiration date';

export const PAYMENT_UNCONFIRMED =
  'We could not confirm your card payment yet. Please wait a minute and place the order again: you will not be charged twice.';
export const PAYMENT_IN_PROGRESS = 'Your card payment is still being processed. Please wait a moment before trying again.';

/** A gateway text as we repeat it: one line, printable, short. */
export function gatewayText(text: string): string {
  const tidy = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tidy.slice(0, 120) || 'no reason given';
}

/** What the shopper reads when the gateway refuses a card: the spec's wording where it has one, else the gateway's reason. */
export function refusalMessage(answer: Pick<NmiAnswer, 'response' | 'responseCode' | 'responseText'>): string {
  switch (answer.responseCode) {
    case '225':
      return CVV_NOT_VALID;
    case '223':
    case '224':
      return INVALID_EXPIRATION_DATE;
  }
  const reason = gatewayText(answer.responseText);
  if (answer.response === '2') return `Your card was declined (${reason}). Please use another card or payment method.`;
  return `The card payment could not be processed (${reason}). Please check the card details and try again.`;
}
