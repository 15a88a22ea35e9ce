import { shopMomentText } from '@shoreline/domain/shop-time';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { claimApprovalForm, claimDeclineForm } from '@shoreline/domain/forms/claims';
import type { AdminClaim } from '@shoreline/domain/wire/claims';
import { adminCall, adminFile, centsToText, failureText, type ApiFailure } from './admin-api';
import { ListTable, numeric } from './AdminListPage';
import { SelectField, TextAreaField, TextField, focusField } from './Field';
import { apiFieldErrors, issuesToFields, type FieldErrors } from './form-errors';
import { AdminError, Loading } from './Notices';
import { OrderDialog, useDialogs } from './OrderDialog';
import { RecordPage } from './RecordPage';
import { amountToCents, CLAIM_REASON_LABELS, outcomeText } from './claim-views';
import { useAdminRecord } from './use-admin-record';

const LINE_COLUMNS = ['SKU', 'Item', numeric('Units claimed'), numeric('Paid value')];
const when = (stamp: string | null) => (stamp ? shopMomentText(stamp) : '—');

/**
 * One freshness claim: what the customer reported with their photo, the claimed lines and their paid value,
 * and the decision: approve to store credit or a refund (at most the claimed value), or decline with a reason.
 */
export function ClaimDetailPage({ id }: { id: string }) {
  const { record: claim, setRecord, error: loadError } = useAdminRecord<AdminClaim>(`claims/${encodeURIComponent(id)}`);
  const dialogs = useDialogs<'approve' | 'decline'>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  if (!claim) return <Loading error={loadError} />;
  const money = (cents: number) => centsToText(cents, claim.currency_code);

  const open = (name: 'approve' | 'decline') => {
    setErrors({});
    setMessage('');
    setFailure('');
    setRound((value) => value + 1);
    dialogs.show(name);
  };
  /** Errors at their fields, the focus on the first of them. */
  const refuse = (found: FieldErrors, fields: readonly string[]) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    // The amount is typed in dollars: its control is named `amount`, the API's field `amount_cents`.
    const control = first === 'amount_cents' ? 'amount' : first;
    requestAnimationFrame(() => focusField(document.querySelector<HTMLFormElement>('dialog[open] form'), control));
  };
  const decide = async (path: 'approve' | 'decline', body: unknown, fields: readonly string[], done: (claim: AdminClaim) => string) => {
    if (busy) return;
    setBusy(true);
    const answer = await adminCall<AdminClaim>('POST', `claims/${claim.id}/${path}`, { body });
    setBusy(false);
    if (!answer.ok) return afterRefusal(answer.error, fields);
    setRecord(answer.data);
    dialogs.close();
    setMessage(done(answer.data));
  };
  /**
   * A refused decision: the claim is read again, as a refusal may still have decided it (a refund recorded and waiting
   * for its gateway, 503). Decided: the dialog closes and the page shows the claim with the server's words; still
   * open: the dialog shows them at its fields.
   */
  const afterRefusal = async (error: ApiFailure, fields: readonly string[]) => {
    const now = await adminCall<AdminClaim>('GET', `claims/${claim.id}`);
    if (now.ok) setRecord(now.data);
    if (!now.ok || now.data.status === 'open') return refuse(refusalFields(error, fields), fields);
    dialogs.close();
    setFailure(failureText(error));
  };

  const approve = (form: FormData) => {
    const fields = ['to', 'amount_cents', 'note'] as const;
    const cents = amountToCents(String(form.get('amount') ?? ''));
    const input = {
      to: form.get('to'),
      amount_cents: Number.isFinite(cents) ? cents : -1,
      note: String(form.get('note') ?? '') || undefined,
    };
    const parsed = claimApprovalForm.safeParse(input);
    const found = parsed.success ? {} : issuesToFields(parsed.error.issues);
    if (!Number.isFinite(cents)) found.amount_cents = 'Enter an amount such as 12.50 (at most two decimals).';
    else if (cents > claim.claimed_cents) found.amount_cents = `At most ${money(claim.claimed_cents)}, the claimed items' paid value.`;
    if (Object.keys(found).length > 0 || !parsed.success) return refuse(found, fields);
    void decide('approve', parsed.data, fields, (decided) => `Approved: ${outcomeText(decided)}. The customer was e-mailed.`);
  };
  const decline = (form: FormData) => {
    const parsed = claimDeclineForm.safeParse({ reason: form.get('reason') ?? '' });
    if (!parsed.success) return refuse(issuesToFields(parsed.error.issues), ['reason']);
    void decide('decline', parsed.data, ['reason'], () => 'Declined. The customer was e-mailed the reason.');
  };

  return (
    <RecordPage back={{ to: '/admin/claims', label: 'Freshness claims' }} title={`Claim ${claim.id}`}>
      <p>
        Status: <strong data-testid="admin-claim-status">{claim.status}</strong> · {outcomeText(claim)} · Filed {when(claim.created_at)}
      </p>
      {claim.status === 'open' && (
        <div className="admin-actions">
          <button type="button" className="primary" onClick={() => open('approve')}>
            Approve…
          </button>
          <button type="button" onClick={() => open('decline')}>
            Decline…
          </button>
        </div>
      )}
      <p role="status">{message}</p>
      <AdminError message={failure} />

      <ClaimReport claim={claim} money={money} />

      <ClaimedItems claim={claim} money={money} />

      {claim.status !== 'open' && <ClaimDecision claim={claim} />}

      <OrderDialog
        key={`approve-${round}`}
        title="Approve claim"
        {...dialogs.of('approve')}
        submitLabel={busy ? 'Approving…' : 'Approve'}
        onSubmit={approve}
      >
        <p>
          Claimed value {money(claim.claimed_cents)}. A refund goes back to the order&apos;s gateway payment (
          {money(claim.refundable_cents)} can still be refunded); store credit is added to the customer&apos;s balance. The customer is
          e-mailed.
        </p>
        <AdminError message={errors[''] ?? ''} />
        <SelectField label="Make good as" name="to" defaultValue="store_credit" error={errors.to}>
          <option value="store_credit">Store credit</option>
          <option value="refund">Refund to the original payment</option>
        </SelectField>
        <TextField
          label={`Amount (${claim.currency_code})`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={(claim.claimed_cents / 100).toFixed(2)}
          error={errors.amount_cents}
          hint={`At most ${money(claim.claimed_cents)}`}
          required
        />
        <TextAreaField label="Note for the back office (optional)" name="note" maxLength={1000} error={errors.note} />
      </OrderDialog>
      <OrderDialog
        key={`decline-${round}`}
        title="Decline claim"
        {...dialogs.of('decline')}
        submitLabel={busy ? 'Declining…' : 'Decline'}
        onSubmit={decline}
      >
        <AdminError message={errors[''] ?? ''} />
        <TextAreaField label="Reason (the customer is e-mailed it)" name="reason" maxLength={1000} error={errors.reason} required />
      </OrderDialog>
    </RecordPage>
  );
}

type Money = (cents: number) => string;

/** What the customer reported, the order and the customer, and the photo. */
function ClaimReport({ claim, money }: { claim: AdminClaim; money: Money }) {
  return (
    <div className="admin-columns">
      <div>
        <h2>Report</h2>
        <dl className="admin-facts">
          <dt>Reason</dt>
          <dd>{CLAIM_REASON_LABELS[claim.reason]}</dd>
          <dt>Description</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{claim.description}</dd>
          <dt>Order</dt>
          <dd>
            <Link to={`/admin/orders/${claim.order_id}`}>#{claim.order_increment_id}</Link> ({claim.order_status}, delivery{' '}
            {claim.delivery_date ?? '—'})
          </dd>
          <dt>Customer</dt>
          <dd>
            <Link to={`/admin/customers/${claim.customer_id}`}>{claim.customer_name || claim.customer_email}</Link> · {claim.customer_email}
          </dd>
          <dt>Store credit balance</dt>
          <dd>{money(claim.store_credit_balance_cents)}</dd>
        </dl>
      </div>
      <div>
        <h2>Photo</h2>
        {claim.photo ? <ClaimPhoto url={claim.photo.url} claimId={claim.id} /> : <p>No photo.</p>}
      </div>
    </div>
  );
}

/** The claimed lines and their paid value. */
function ClaimedItems({ claim, money }: { claim: AdminClaim; money: Money }) {
  return (
    <>
      <h2>Claimed items</h2>
      <ListTable
        caption={`Claimed value ${money(claim.claimed_cents)}`}
        columns={LINE_COLUMNS}
        items={claim.lines}
        row={(line) => (
          <tr key={line.item_id}>
            <td>{line.sku}</td>
            <td>{line.name}</td>
            <td className="num">{line.qty}</td>
            <td className="num">{money(line.paid_cents)}</td>
          </tr>
        )}
      />
    </>
  );
}

/** When and by whom a claim was decided, with the reason given or the note. */
function ClaimDecision({ claim }: { claim: AdminClaim }) {
  return (
    <>
      <h2>Decision</h2>
      <dl className="admin-facts">
        <dt>Decided</dt>
        <dd>
          {when(claim.decided_at)} by {claim.decided_by ?? '—'}
        </dd>
        {claim.decline_reason && (
          <>
            <dt>Reason given</dt>
            <dd>{claim.decline_reason}</dd>
          </>
        )}
        {claim.note && (
          <>
            <dt>Note</dt>
            <dd>{claim.note}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** A refusal's field errors on the dialog's fields; the amount refusals on the amount. */
function refusalFields(error: ApiFailure, fields: readonly string[]): FieldErrors {
  if (error.reason === 'claim.amount_too_high') return { amount_cents: error.message };
  return error.message || error.errors?.length
    ? apiFieldErrors({ message: error.message, errors: error.errors }, fields)
    : { '': failureText(error) };
}

/** The photo, fetched with the staff token (it has no public address) and shown from an object URL. */
function ClaimPhoto({ url, claimId }: { url: string; claimId: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let active = true;
    let created: string | null = null;
    void adminFile(url.replace(/^\/api\/admin\//, '')).then((answer) => {
      if (!active) return;
      if (!answer.ok) return setError(failureText(answer.error));
      created = URL.createObjectURL(answer.data);
      setSrc(created);
    });
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  if (error) return <AdminError message={error} />;
  if (!src) return <p role="status">Loading the photo…</p>;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img
        src={src}
        alt={`Photo sent with claim ${claimId}`}
        style={{ maxWidth: '100%', maxHeight: '24rem' }}
        data-testid="admin-claim-photo"
      />
    </a>
  );
}
