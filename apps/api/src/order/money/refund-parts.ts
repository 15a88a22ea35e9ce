import type { RefundParts } from '@shoreline/domain/wire/admin-orders';
import type { RefundState } from '../../db/index.js';

/** A give-back ledger row as far as a refund's parts need it. */
interface LedgerRow {
  refund_id: number | null;
  order_item_id: number | null;
  part: 'line' | 'shipping' | 'other';
  qty: number;
  amount_cents: number;
}

/** One refund row as the order's records hold it. */
interface RefundRow {
  id: number;
  amount_cents: number;
  destination: string;
  reason: string;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
  /** pending (its gateway has not confirmed yet), sent, or failed (refused later: nothing went back). */
  state: RefundState;
  failure: string | null;
}

const centsOf = (rows: readonly LedgerRow[]) => rows.reduce((sum, row) => sum + row.amount_cents, 0);

/**
 * What one refund gave back, read from the ledger rows written for it (ADR 0013): its lines by name with units and
 * cents, the shipping, and what neither had room for. The preview, the order's history and the refund mail all read this.
 */
export function refundPartsOf(
  refund: { id: number; amount_cents: number },
  ledger: readonly LedgerRow[],
  items: ReadonlyArray<{ id: number; name: string }>,
): RefundParts {
  const mine = ledger.filter((row) => row.refund_id === refund.id);
  const lines = mine
    .filter((row) => row.part === 'line' && row.order_item_id !== null)
    .map((row) => ({
      order_item_id: row.order_item_id ?? 0,
      name: items.find((item) => item.id === row.order_item_id)?.name ?? '',
      qty: row.qty,
      amount_cents: row.amount_cents,
    }));
  return {
    amount_cents: refund.amount_cents,
    lines,
    shipping_cents: centsOf(mine.filter((row) => row.part === 'shipping')),
    other_cents: centsOf(mine.filter((row) => row.part === 'other')),
  };
}

/** A status move of the order's history, as the records hold it. */
interface StatusEntry {
  from_status: string | null;
  to_status: string;
  note: string;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
}

/** The order's history: its status moves and its refunds (who, when, how much, which lines), oldest first. */
export function orderHistory(
  moves: readonly StatusEntry[],
  refunds: readonly RefundRow[],
  ledger: readonly LedgerRow[],
  items: ReadonlyArray<{ id: number; name: string }>,
) {
  const statusEntries = moves.map((move) => ({ kind: 'status' as const, ...move, refund: null }));
  const refundEntries = refunds.map((refund) => ({
    kind: 'refund' as const,
    from_status: null,
    to_status: null,
    note: refund.reason,
    staff_id: refund.staff_id,
    staff_name: refund.staff_name,
    created_at: refund.created_at,
    refund: {
      id: refund.id,
      destination: refund.destination,
      state: refund.state,
      failure: refund.failure,
      ...refundPartsOf(refund, ledger, items),
    },
  }));
  // A stable sort: a refund made in the same instant as a move follows it.
  return [...statusEntries, ...refundEntries].sort((a, b) => a.created_at.localeCompare(b.created_at));
}
