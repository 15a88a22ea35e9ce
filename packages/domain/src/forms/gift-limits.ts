/**
 * A gift message's length in characters (issue 25), apart from the rules (gift-rules.ts) so the checkout's gift fields
 * count against it without loading the address rules those need.
 */
export const GIFT_MESSAGE_MAX = 300;
