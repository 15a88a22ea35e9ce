import type { ClaimReason } from '@shoreline/domain/forms/claims';
import type { AdminClaimRow } from '@shoreline/domain/wire/claims';
import { centsToText } from './admin-api';

/** How the back office words a claim's reason, status filter and outcome (English only, as the back office is). */
export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  arrived_warm: 'Arrived warm',
  dead_or_spoiled: 'Dead or spoiled',
  missing_item: 'Missing item',
  damaged_packaging: 'Damaged packaging',
  other: 'Other',
};

export const CLAIM_STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];

export function outcomeText(claim: Pick<AdminClaimRow, 'status' | 'resolution' | 'amount_cents' | 'currency_code'>): string {
  if (claim.status === 'open') return 'To decide';
  if (claim.status === 'declined') return 'Declined';
  const amount = centsToText(claim.amount_cents ?? 0, claim.currency_code);
  return claim.resolution === 'refund' ? `${amount} refunded` : `${amount} store credit`;
}

/** "12.50" or "12,50" → 1250 cents; NaN when it is not a positive amount with at most two decimals. */
export function amountToCents(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}
