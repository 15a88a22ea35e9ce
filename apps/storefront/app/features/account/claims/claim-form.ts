import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_TYPES, CLAIM_REASONS, type ClaimReason } from '@shoreline/domain/forms/claims';
import type { ErrorReason } from '@shoreline/domain/error-reasons';
import type { MessageKey } from '~/i18n/translate';

/** The claim form's fields as the browser holds them, its checks, and the API's refusals placed at their fields. */
export interface ClaimDraft {
  /** Units per order item id (0: not claimed). */
  qty: Record<number, number>;
  reason: ClaimReason | '';
  description: string;
  photo: { type: string; size: number } | null;
}

export type ClaimField = 'lines' | 'reason' | 'description' | 'photo';
export type ClaimErrors = Partial<Record<ClaimField | 'form', MessageKey>>;

/** The order in which the form shows its fields: the first with an error takes the focus. */
export const FIELD_ORDER: readonly ClaimField[] = ['lines', 'reason', 'description', 'photo'];

export const isClaimReason = (value: string): value is ClaimReason => (CLAIM_REASONS as readonly string[]).includes(value);

export function checkPhoto(photo: ClaimDraft['photo']): MessageKey | null {
  if (!photo) return 'account.claims.error.photo';
  if (!(CLAIM_PHOTO_TYPES as readonly string[]).includes(photo.type)) return 'account.claims.error.photoType';
  if (photo.size > CLAIM_PHOTO_MAX_BYTES) return 'account.claims.error.photoSize';
  return null;
}

export function checkClaim(draft: ClaimDraft): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!Object.values(draft.qty).some((qty) => qty > 0)) errors.lines = 'account.claims.error.items';
  if (!draft.reason) errors.reason = 'account.claims.error.reason';
  if (!draft.description.trim()) errors.description = 'account.claims.error.description';
  const photo = checkPhoto(draft.photo);
  if (photo) errors.photo = photo;
  return errors;
}

export const linesOf = (draft: ClaimDraft) =>
  Object.entries(draft.qty)
    .filter(([, qty]) => qty > 0)
    .map(([itemId, qty]) => ({ item_id: Number(itemId), qty }));

/** Where each API refusal belongs on the form, by its reason code. */
const REFUSAL_ERRORS: Partial<Record<ErrorReason, ClaimErrors>> = {
  'claim.photo_too_large': { photo: 'account.claims.error.photoSize' },
  'claim.photo_format': { photo: 'account.claims.error.photoType' },
  'claim.photo_unreadable': { photo: 'account.claims.error.photoUnreadable' },
  'claim.photo_no_order': { photo: 'account.claims.error.photoNoOrder' },
  'claim.photo_quota': { photo: 'account.claims.error.photoQuota' },
  'claim.photo_missing': { photo: 'account.claims.error.photo' },
  'claim.line_claimed': { lines: 'account.claims.error.lineClaimed' },
  'claim.line_invalid': { lines: 'account.claims.error.lineInvalid' },
  'claim.window_over': { form: 'account.claims.error.windowOver' },
  'claim.not_delivered': { form: 'account.claims.notDelivered' },
};

/** Where an API refusal belongs on the form; anything else is the form's own error. */
export function refusalErrors(reason: ErrorReason | undefined): ClaimErrors {
  const errors = reason && REFUSAL_ERRORS[reason];
  return errors ? { ...errors } : { form: 'account.error.generic' };
}
