import { useState } from 'react';
import type { LabelAnswer, LabelVoidAnswer } from '@shoreline/domain/wire/shipping-labels';
import { adminCall, adminDownload, centsToText, failureText } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import { labelFile, type LabelFormat, type LabelSummary } from './label-views';
import { RowError } from './Notices';

const FORMATS: { format: LabelFormat; text: string }[] = [
  { format: 'pdf', text: 'Label (PDF)' },
  { format: 'zpl', text: 'Label (ZPL)' },
];

/**
 * A bought label: carrier, service, the tracking number (the carrier's page), the cost, and its files. The files
 * need the staff token, so they are fetched and saved from an object URL rather than linked. `onVoided`: the label
 * may be voided here (asked first); the caller is told once it is.
 */
export function LabelView({ label, onVoided }: { label: LabelSummary; onVoided?: (answer: LabelVoidAnswer) => void }) {
  const [error, setError] = useState<{ id: number; message: string } | null>(null);
  const download = async (format: LabelFormat, box = 1) => {
    setError(null);
    const file = labelFile(label, format, box);
    const answer = await adminDownload(file.path, file.filename);
    if (!answer.ok) setError({ id: label.order_id, message: failureText(answer.error) });
  };
  return (
    <div className="admin-label" data-testid="shipping-label">
      <p>
        {label.carrier} {label.service} · Tracking{' '}
        {label.tracking_url ? (
          <a href={label.tracking_url} target="_blank" rel="noreferrer" data-testid="label-tracking">
            {label.tracking_code}
          </a>
        ) : (
          <span data-testid="label-tracking">{label.tracking_code}</span>
        )}{' '}
        · Cost {centsToText(label.cost_cents)}
        {label.status && <> · {label.status.replaceAll('_', ' ')}</>}
      </p>
      {label.boxes.length > 1 && (
        <ul data-testid="label-boxes">
          {label.boxes.map((box) => (
            <li key={box.box_number}>
              Box {box.box_number} of {label.boxes.length}: {box.tracking_code}{' '}
              <button
                type="button"
                className="no-print"
                aria-label={`Label (PDF) of #${label.increment_id}, box ${box.box_number}`}
                onClick={() => void download('pdf', box.box_number)}
              >
                PDF
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="admin-actions no-print">
        {FORMATS.map(({ format, text }) => (
          <button key={format} type="button" aria-label={`${text} of #${label.increment_id}`} onClick={() => void download(format)}>
            {text}
          </button>
        ))}
        {onVoided && (
          <VoidLabelButton
            order={{ id: label.order_id, increment_id: label.increment_id }}
            onVoided={onVoided}
            onRefused={(message) => setError({ id: label.order_id, message })}
          />
        )}
      </p>
      <RowError error={error} id={label.order_id} />
    </div>
  );
}

/** Voids the order's labels, asked first: the carrier refunds the postage and the order goes back to packed. */
function VoidLabelButton({ order, onVoided, onRefused }: LabelAction & { onVoided: (answer: LabelVoidAnswer) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const voidIt = async () => {
    setBusy(true);
    const answer = await adminCall<LabelVoidAnswer>('POST', `orders/${order.id}/label/void`, { body: {} });
    setBusy(false);
    setAsking(false);
    if (answer.ok) onVoided(answer.data);
    else onRefused(failureText(answer.error));
  };
  return (
    <>
      <button type="button" aria-label={`Void label of #${order.increment_id}`} onClick={() => setAsking(true)}>
        Void label
      </button>
      <ConfirmDialog
        title="Void the label?"
        open={asking}
        confirmLabel="Void label"
        busy={busy}
        onConfirm={() => void voidIt()}
        onClose={() => setAsking(false)}
      >
        <p>
          The carrier refunds the postage of #{order.increment_id} and its tracking number stops working; the order goes back to packed,
          ready for a new label. A parcel the carrier has scanned cannot be voided.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A label action on one order: the caller is told of why it was refused. */
interface LabelAction {
  order: { id: number; increment_id: string };
  onRefused: (message: string) => void;
}

/** Buys one order's label; the caller is told of the label bought, or of why it was refused. */
export function BuyLabelButton({ order, onBought, onRefused }: LabelAction & { onBought: (label: LabelAnswer) => void }) {
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    setBusy(true);
    const answer = await adminCall<LabelAnswer>('POST', `orders/${order.id}/label`, { body: {} });
    setBusy(false);
    if (answer.ok) onBought(answer.data);
    else onRefused(`#${order.increment_id}: ${failureText(answer.error)}`);
  };
  return (
    <button type="button" onClick={() => void buy()} disabled={busy} aria-busy={busy}>
      {busy ? `Buying the label of #${order.increment_id}…` : `Buy label for #${order.increment_id}`}
    </button>
  );
}
