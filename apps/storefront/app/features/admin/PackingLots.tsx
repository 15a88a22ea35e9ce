import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '@shoreline/domain/wire/admin-orders';
import { lotCode, type DayLotAssignment, type DayLots, type LineCoverage, type OrderLots } from '@shoreline/domain/wire/lots';
import { useAdminRecord } from './use-admin-record';
import { adminCall, failureText } from './admin-api';

/** A line's lots as the slip prints them: "CB-1204-A ×2 (use by 2026-12-07)". */
export const lotsText = (lots: readonly Pick<DayLotAssignment, 'code' | 'qty' | 'use_by'>[]) =>
  lots.length ? lots.map((lot) => `${lot.code} ×${lot.qty} (use by ${lot.use_by})`).join(', ') : '—';

/** The lots typed as "CODE:units, CODE:units" (the units default to 1); null when a part is not that. */
export function parseLots(text: string): { code: string; qty: number }[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const lots = parts.map((part) => {
    const [code, units = '1'] = part.split(/\s*[:×]\s*(?=\d+$)/);
    return { code: code.trim(), qty: Number(units) };
  });
  return lots.every((lot) => lotCode.safeParse(lot.code).success && Number.isInteger(lot.qty) && lot.qty > 0) ? lots : null;
}

/** Statuses in which an order's lines have taken their lots: units left uncovered then are flagged. */
const LOTS_TAKEN = new Set(['packed', 'shipped', 'complete']);

/** The units of a line no lot covers, once its order is packed (0 before, or when none is missing). */
export function uncoveredOf(lines: readonly Pick<LineCoverage, 'item_id' | 'uncovered'>[], itemId: number, status: string): number {
  if (!LOTS_TAKEN.has(status)) return 0;
  return lines.find((line) => line.item_id === itemId)?.uncovered ?? 0;
}

/** The flag of a line's units no lot covers (stock counted before lots were kept): nothing when every unit has its lot. */
function UncoveredFlag({ units }: { units: number }) {
  if (units <= 0) return null;
  return (
    <strong className="admin-error" data-testid="lots-uncovered">
      {units} {units === 1 ? 'unit' : 'units'} without a lot
    </strong>
  );
}

/**
 * A line's lots and the units they leave uncovered, as one phrase: "CB-1204-A ×1 (use by 2026-12-07); 1 unit without a
 * lot", "2 units without a lot" when no lot covers it; the dash only when there is neither.
 */
function LotsAndUncovered({ lots, uncovered }: { lots: readonly Pick<DayLotAssignment, 'code' | 'qty' | 'use_by'>[]; uncovered: number }) {
  if (lots.length === 0) return uncovered > 0 ? <UncoveredFlag units={uncovered} /> : <span>{lotsText(lots)}</span>;
  return (
    <>
      <span>{lotsText(lots)}</span>
      {uncovered > 0 && '; '}
      <UncoveredFlag units={uncovered} />
    </>
  );
}

/** The lines of one order of the date with their lots: what the slip shows, and the item id the override names. */
export function orderLots(day: DayLots | null, orderId: number) {
  return {
    lines: (day?.lines ?? []).filter((line) => line.order_id === orderId),
    assignments: (day?.assignments ?? []).filter((lot) => lot.order_id === orderId),
  };
}

/**
 * One line's lots and, on screen only, the override: the lots typed replace the line's, each checked by the API against
 * what it has left and its use-by.
 */
export function LineLots(props: {
  orderId: number;
  itemId: number | null;
  sku: string;
  lots: DayLotAssignment[];
  /** Units no lot covers (flagged). */
  uncovered: number;
  onSaved: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || props.itemId === null) return;
    const lots = parseLots(String(new FormData(event.currentTarget).get('lots') ?? ''));
    if (!lots) return setError('Write the lots as CODE:units, separated by commas.');
    setBusy(true);
    const answer = await adminCall('PUT', `orders/${props.orderId}/lots`, { body: { lines: [{ item_id: props.itemId, lots }] } });
    setBusy(false);
    setError(answer.ok ? '' : failureText(answer.error));
    if (answer.ok) props.onSaved();
  };

  return (
    <>
      <LotsAndUncovered lots={props.lots} uncovered={props.uncovered} />
      {props.itemId !== null && (
        <form className="no-print admin-inline" onSubmit={(event) => void save(event)}>
          <label htmlFor={inputId}>Lots for {props.sku}</label>
          <input
            id={inputId}
            name="lots"
            autoComplete="off"
            defaultValue={props.lots.map((lot) => `${lot.code}:${lot.qty}`).join(', ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" aria-disabled={busy}>
            Save lots
          </button>
          {error && (
            <p id={errorId} role="alert" className="admin-error">
              {error}
            </p>
          )}
        </form>
      )}
    </>
  );
}

/** The order page's lots: each line with the lots its units came from, and the units no lot covers flagged. */
export function OrderLotsSection({ order }: { order: Pick<AdminOrder, 'id' | 'status' | 'items'> }) {
  const { record } = useAdminRecord<OrderLots>(`orders/${order.id}/lots`);
  if (!record || !LOTS_TAKEN.has(order.status)) return null;
  return (
    <section aria-labelledby="order-lots-title" data-testid="order-lots">
      <h2 id="order-lots-title">Lots</h2>
      <ul>
        {order.items.map((item) => (
          <li key={item.id} data-testid="order-line-lots">
            {item.name} ({item.sku}):{' '}
            <LotsAndUncovered
              lots={record.assignments.filter((lot) => lot.item_id === item.id)}
              uncovered={uncoveredOf(record.lines, item.id, order.status)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
