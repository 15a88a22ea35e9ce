import { useState } from 'react';
import { Link } from 'react-router';
import type { AtRiskAction, AtRiskBox } from '@shoreline/domain/wire/boxes-at-risk';
import { centsToText, failureText, type ApiResult } from './admin-api';
import { ListTable } from './AdminListPage';
import { AT_RISK_ACTIONS, ResolveDialog, type AtRiskResolution } from './AtRiskResolve';
import { carrierStatusText } from './carrier-status';
import { SelectField } from './Field';
import { AdminError, Loading } from './Notices';
import { dayInWords, momentText } from './order-views';
import { useAdminRecord } from './use-admin-record';

type View = 'open' | 'resolved';
const COLUMNS: Record<View, string[]> = {
  open: ['Order', 'Customer', 'Parcel', 'Why', 'Latest event', 'Detected', 'Resolve'],
  resolved: ['Order', 'Customer', 'Parcel', 'Why', 'Detected', 'What was done', 'By', 'When'],
};
const REASONS: Record<AtRiskBox['reason'], string> = { exception: 'Carrier exception', late: 'Late' };

/** What was done with a resolved box, in a few words. */
export function resolutionText(box: AtRiskBox): string {
  const amount = box.resolution_cents === null ? '' : ` of ${centsToText(box.resolution_cents)}`;
  switch (box.resolution) {
    case 'replacement':
      return box.replacement
        ? `Replacement #${box.replacement.increment_id} for ${dayInWords(box.replacement.delivery_date)}`
        : 'Replacement';
    case 'replacing':
      return 'Replacement being placed';
    case 'credit':
      return `Store credit${amount}`;
    case 'refund':
      return `Refund${amount}`;
    default:
      return '—';
  }
}

function outcomeText(action: AtRiskResolution, done: AtRiskAction): string {
  const again = done.outcome === 'already_resolved' ? ' (it had been done already)' : '';
  if (action === 'replace' && done.replacement)
    return `#${done.increment_id}: replacement #${done.replacement.increment_id} placed for ${done.replacement.delivery_date ? dayInWords(done.replacement.delivery_date) : 'the next date'}${again}.`;
  const amount = done.resolution_cents === null ? '' : ` of ${centsToText(done.resolution_cents)}`;
  return action === 'credit'
    ? `#${done.increment_id}: store credit${amount} given${again}.`
    : `#${done.increment_id}: refund${amount} sent${again}.`;
}

/** The cells every view shows first: the order, its customer, the parcel and why it is at risk. */
function BoxCells({ box }: { box: AtRiskBox }) {
  return (
    <>
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
    </>
  );
}

function OpenRow({ box, onAsk }: { box: AtRiskBox; onAsk: (action: AtRiskResolution) => void }) {
  return (
    <tr data-testid="at-risk-row">
      <BoxCells box={box} />
      <td>
        <span data-testid="at-risk-status">{carrierStatusText(box.latest_event)}</span>
        {box.latest_event.message && <p className="admin-hint">{box.latest_event.message}</p>}
      </td>
      <td>
        {momentText(box.detected_at)}
        <span className="admin-hint"> ({box.age_hours} h)</span>
      </td>
      <td>
        <div className="admin-actions">
          {(Object.keys(AT_RISK_ACTIONS) as AtRiskResolution[]).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'replace' ? 'primary' : undefined}
              aria-label={`${AT_RISK_ACTIONS[action].label} for #${box.increment_id}`}
              onClick={() => onAsk(action)}
            >
              {AT_RISK_ACTIONS[action].label}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}

function ResolvedRow({ box }: { box: AtRiskBox }) {
  return (
    <tr data-testid="at-risk-resolved-row">
      <BoxCells box={box} />
      <td>{momentText(box.detected_at)}</td>
      <td>{resolutionText(box)}</td>
      <td>{box.resolved_by?.name ?? '—'}</td>
      <td>{box.resolved_at ? momentText(box.resolved_at) : '—'}</td>
    </tr>
  );
}

/**
 * Boxes at risk (managers and owners): parcels with a carrier exception or not delivered by the end of their date,
 * oldest first, each with its three resolutions (each asks first, with its date or amount); the resolved ones, newest
 * first, with what was done, by whom and when (in the shop's time).
 */
export function AtRiskPage() {
  const [view, setView] = useState<View>('open');
  const { record, error, reload } = useAdminRecord<{ items: AtRiskBox[] }>(`shipments/at-risk?status=${view}`);
  const [asking, setAsking] = useState<{ box: AtRiskBox; action: AtRiskResolution } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');

  const done = async (action: AtRiskResolution, box: AtRiskBox, answer: ApiResult<AtRiskAction>) => {
    setAsking(null);
    setAnnouncement('');
    setFailure('');
    if (answer.ok) setAnnouncement(outcomeText(action, answer.data));
    else setFailure(`#${box.increment_id}: ${failureText(answer.error)}`);
    // A refund its gateway has not confirmed yet (503) resolved the box all the same: the list shows it so.
    await reload();
  };
  const count = record?.items.length ?? 0;
  const boxes = `${count === 1 ? 'box' : 'boxes'}`;

  return (
    <section aria-labelledby="at-risk-title">
      <h1 id="at-risk-title">Boxes at risk</h1>
      <p className="admin-hint">
        A parcel the carrier reported a problem with, or not delivered by the end of its delivery date. Its customer has been mailed.
      </p>
      <div className="admin-filters">
        <SelectField label="Show" name="status" value={view} onChange={(event) => setView(event.target.value as View)}>
          <option value="open">Open boxes</option>
          <option value="resolved">Resolved boxes</option>
        </SelectField>
      </div>
      <p role="status" aria-live="polite" data-testid="at-risk-announcement">
        {announcement}
      </p>
      <AdminError message={failure} />
      {!record ? (
        <Loading error={error} />
      ) : (
        <ListTable
          columns={COLUMNS[view]}
          items={record.items}
          caption={view === 'open' ? `${count} open ${boxes} at risk, oldest first` : `${count} resolved ${boxes}, newest first`}
          empty={view === 'open' ? 'No box is at risk.' : 'No box has been resolved yet.'}
          row={(box) =>
            view === 'open' ? (
              <OpenRow key={box.id} box={box} onAsk={(action) => setAsking({ box, action })} />
            ) : (
              <ResolvedRow key={box.id} box={box} />
            )
          }
        />
      )}
      <ResolveDialog asking={asking} onClose={() => setAsking(null)} onDone={(action, box, answer) => void done(action, box, answer)} />
    </section>
  );
}
