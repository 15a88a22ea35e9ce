import { useState } from 'react';
import { Link } from 'react-router';
import type { AtRiskAction, AtRiskBox } from '@shoreline/domain/wire/boxes-at-risk';
import { adminCall, centsToText, failureText } from './admin-api';
import { ListTable } from './AdminListPage';
import { ConfirmDialog } from './ConfirmDialog';
import { AdminError, Loading } from './Notices';
import { dayInWords, momentText } from './order-views';
import { useAdminRecord } from './use-admin-record';

type Action = 'replace' | 'credit' | 'refund';
const COLUMNS = ['Order', 'Customer', 'Parcel', 'Why', 'Latest event', 'Detected', 'Resolve'];
const REASONS: Record<AtRiskBox['reason'], string> = { exception: 'Carrier exception', late: 'Late' };

/** Each action: its button, its question, the confirm button, and what is announced once it is done. */
const ACTIONS: Record<Action, { label: string; title: string; question: (box: AtRiskBox) => string; confirm: string }> = {
  replace: {
    label: 'Send replacement',
    title: 'Send a replacement?',
    question: (box) =>
      `A new $0 order with the lines of #${box.increment_id} goes to ${box.customer.name} for the next open delivery date; its stock and delivery slot are taken now.`,
    confirm: 'Send replacement',
  },
  credit: {
    label: 'Store credit',
    title: 'Give store credit?',
    question: (box) => `What is left to give back on #${box.increment_id} is added to ${box.customer.name}'s store credit.`,
    confirm: 'Give store credit',
  },
  refund: {
    label: 'Refund',
    title: 'Refund the order?',
    question: (box) => `What is left to refund on #${box.increment_id} goes back to the card it was paid with.`,
    confirm: 'Refund',
  },
};

function outcomeText(action: Action, done: AtRiskAction): string {
  const again = done.outcome === 'already_resolved' ? ' (it had been done already)' : '';
  if (action === 'replace' && done.replacement)
    return `#${done.increment_id}: replacement #${done.replacement.increment_id} placed for ${done.replacement.delivery_date ? dayInWords(done.replacement.delivery_date) : 'the next date'}${again}.`;
  const amount = done.resolution_cents === null ? '' : ` of ${centsToText(done.resolution_cents)}`;
  return action === 'credit'
    ? `#${done.increment_id}: store credit${amount} given${again}.`
    : `#${done.increment_id}: refund${amount} sent${again}.`;
}

/**
 * Boxes at risk (managers and owners): parcels with a carrier exception or not delivered by the end of their date,
 * oldest first, each with its three resolutions. Each asks first; the outcome is announced and the box leaves the queue.
 */
export function AtRiskPage() {
  const { record, error, reload } = useAdminRecord<{ items: AtRiskBox[] }>('shipments/at-risk');
  const [asking, setAsking] = useState<{ box: AtRiskBox; action: Action } | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');

  const act = async () => {
    if (!asking) return;
    const { box, action } = asking;
    setBusy(true);
    setFailure('');
    setAnnouncement('');
    const answer = await adminCall<AtRiskAction>('POST', `shipments/at-risk/${box.id}/${action}`, { body: {} });
    setBusy(false);
    setAsking(null);
    if (!answer.ok) return setFailure(`#${box.increment_id}: ${failureText(answer.error)}`);
    setAnnouncement(outcomeText(action, answer.data));
    await reload();
  };

  return (
    <section aria-labelledby="at-risk-title">
      <h1 id="at-risk-title">Boxes at risk</h1>
      <p className="admin-hint">
        A parcel the carrier reported a problem with, or not delivered by the end of its delivery date. Its customer has been mailed.
      </p>
      <p role="status" aria-live="polite" data-testid="at-risk-announcement">
        {announcement}
      </p>
      <AdminError message={failure} />
      {!record ? (
        <Loading error={error} />
      ) : (
        <ListTable
          columns={COLUMNS}
          items={record.items}
          caption={`${record.items.length} open ${record.items.length === 1 ? 'box' : 'boxes'} at risk, oldest first`}
          empty="No box is at risk."
          row={(box) => (
            <tr key={box.id} data-testid="at-risk-row">
              <td>
                <Link to={`/admin/orders/${box.order_id}`}>#{box.increment_id}</Link>
                {box.delivery_date && <span className="admin-hint"> due {dayInWords(box.delivery_date)}</span>}
              </td>
              <td>
                {box.customer.name}
                <br />
                <span className="admin-hint">{box.customer.email}</span>
              </td>
              <td>
                {box.carrier ?? '—'} {box.tracking_code}
                {box.region_code && <span className="admin-hint"> to {box.region_code}</span>}
              </td>
              <td>{REASONS[box.reason]}</td>
              <td>
                {[box.latest_event.status, box.latest_event.status_detail].filter(Boolean).join(', ')}
                {box.latest_event.message && <p className="admin-hint">{box.latest_event.message}</p>}
              </td>
              <td>
                {momentText(box.detected_at)}
                <span className="admin-hint"> ({box.age_hours} h)</span>
              </td>
              <td>
                <div className="admin-actions">
                  {(Object.keys(ACTIONS) as Action[]).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={action === 'replace' ? 'primary' : undefined}
                      aria-label={`${ACTIONS[action].label} for #${box.increment_id}`}
                      onClick={() => setAsking({ box, action })}
                    >
                      {ACTIONS[action].label}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          )}
        />
      )}
      <ConfirmDialog
        title={asking ? ACTIONS[asking.action].title : ''}
        open={asking !== null}
        confirmLabel={asking ? ACTIONS[asking.action].confirm : ''}
        busy={busy}
        onConfirm={() => void act()}
        onClose={() => setAsking(null)}
      >
        <p>{asking ? ACTIONS[asking.action].question(asking.box) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
