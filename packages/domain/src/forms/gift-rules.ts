import { emailProblem, type AddressErrorCode } from './address-rules.js';
import { GIFT_MESSAGE_MAX } from './gift-limits.js';

export { GIFT_MESSAGE_MAX };

/**
 * The rules of a gift delivery (issue 25): the order goes to a recipient (the shipping address is theirs), with a
 * plain-text message printed on the packing slip and, if the buyer asks, an e-mail to the recipient when it ships.
 * Plain functions without zod, like the address rules: the checkout form runs them, gift.ts wraps them in the API's
 * schema. Problems are the address rules' codes, so the API and the forms word them as they word an address's.
 */
/** What the checkout form holds for a gift. */
export interface GiftFormValues {
  isGift: boolean;
  message: string;
  notifyRecipient: boolean;
  /** Optional, unless the recipient is to be told when it ships or chooses the day. */
  recipientEmail: string;
  /** The recipient chooses the delivery day within this many days (one of RECIPIENT_WINDOW_DAYS); absent or 0: the buyer chooses. */
  recipientChoosesDays?: number;
}

/**
 * How long a recipient who chooses the day has (issue 38): they choose one of the delivery dates within one, two or
 * three weeks of the order, at the standard delivery price.
 */
export const RECIPIENT_WINDOW_DAYS = [7, 14, 21] as const;

export const NO_GIFT: GiftFormValues = { isGift: false, message: '', notifyRecipient: false, recipientEmail: '' };

/**
 * The message as it is kept and printed: plain text, line breaks as \n (at most two in a row), no other control
 * characters, no spaces at either end. Markup is kept as typed and shown as text everywhere.
 */
export function plainGiftMessage(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type GiftField = 'message' | 'recipientEmail';

export interface GiftIssue {
  field: GiftField;
  code: AddressErrorCode;
  maximum?: number;
}

/**
 * Everything wrong with a gift's fields: a message over 300 characters, an e-mail that is none, a notice (or a
 * recipient who chooses the day) without an e-mail.
 */
export function giftIssues(gift: {
  message: string;
  notifyRecipient: boolean;
  recipientEmail: string;
  recipientChoosesDays?: number | null;
}): GiftIssue[] {
  const issues: GiftIssue[] = [];
  if (plainGiftMessage(gift.message).length > GIFT_MESSAGE_MAX)
    issues.push({ field: 'message', code: 'too_long', maximum: GIFT_MESSAGE_MAX });
  const email = gift.recipientEmail.trim();
  if (email) {
    const code = emailProblem(email);
    if (code) issues.push({ field: 'recipientEmail', code });
  } else if (gift.notifyRecipient || gift.recipientChoosesDays) {
    issues.push({ field: 'recipientEmail', code: 'required' });
  }
  return issues;
}

/** The order body's names of the form's gift fields. */
export const GIFT_WIRE_FIELD: Readonly<Record<GiftField, string>> = { message: 'message', recipientEmail: 'recipient_email' };

/** The checkout form's gift as POST /api/order's `gift` (gift.ts's schema), or nothing when the order is not a gift. */
export function giftWireOf(
  values: GiftFormValues,
): { message: string; notify_recipient: boolean; recipient_email?: string; recipient_chooses_within_days?: number } | undefined {
  if (!values.isGift) return undefined;
  const email = values.recipientEmail.trim();
  return {
    message: plainGiftMessage(values.message),
    notify_recipient: values.notifyRecipient,
    ...(email ? { recipient_email: email } : {}),
    ...(values.recipientChoosesDays ? { recipient_chooses_within_days: values.recipientChoosesDays } : {}),
  };
}

/** The form's field for a refusal's `gift.<wire field>` ("recipient_email" -> "recipientEmail"). */
export function giftFormField(wireField: string): GiftField | null {
  return (Object.keys(GIFT_WIRE_FIELD) as GiftField[]).find((field) => GIFT_WIRE_FIELD[field] === wireField) ?? null;
}
