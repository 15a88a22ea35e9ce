import { useId, useState, type FormEvent } from 'react';
import type { RecallMailWire, RecallWire } from '@shoreline/domain/wire/lots';
import { adminCall, adminDownload, failureText } from './admin-api';
import { ListTable } from './AdminListPage';
import { ConfirmDialog } from './ConfirmDialog';
import { TextField } from './Field';
import { AdminError } from './Notices';

const COLUMNS = ['Order', 'Status', 'Customer', 'E-mail', { label: 'Units', numeric: true }, 'Shipments'];

const mailOutcome = ({ mailed, already, failed }: RecallMailWire) =>
  [
    `${mailed} customer${mailed === 1 ? '' : 's'} mailed.`,
    already ? `${already} had been mailed already.` : '',
    failed ? `${failed} failed: try again.` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The recall lookup: a lot code's orders, customers and shipments, their CSV export, and one mail to each customer. */
export function LotRecall() {
  const titleId = useId();
  const [recall, setRecall] = useState<RecallWire | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const lookUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('recall_code') ?? '').trim();
    setError('');
    setNotice('');
    if (!code) return setError('Enter the lot code.');
    const answer = await adminCall<RecallWire>('GET', `lots/${encodeURIComponent(code)}/recall`);
    setRecall(answer.ok ? answer.data : null);
    if (!answer.ok) setError(failureText(answer.error));
  };

  const exportCsv = async (code: string) => {
    const answer = await adminDownload(`lots/${encodeURIComponent(code)}/recall.csv`, `recall-${code}.csv`);
    setNotice(answer.ok ? 'The recall file has been downloaded.' : '');
    if (!answer.ok) setError(failureText(answer.error));
  };

  const mailCustomers = async (code: string) => {
    setBusy(true);
    const answer = await adminCall<RecallMailWire>('POST', `lots/${encodeURIComponent(code)}/recall/mail`, { body: {} });
    setBusy(false);
    setConfirming(false);
    setNotice(answer.ok ? mailOutcome(answer.data) : '');
    if (!answer.ok) setError(failureText(answer.error));
  };

  const customers = recall ? new Set(recall.orders.map((order) => order.customer_email.toLowerCase())).size : 0;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Recall lookup</h2>
      <form className="admin-form" onSubmit={(event) => void lookUp(event)}>
        <TextField label="Lot code to recall" name="recall_code" autoComplete="off" required />
        <p className="admin-actions">
          <button type="submit" className="primary">
            Look up
          </button>
        </p>
      </form>
      <p role="status">{notice}</p>
      <AdminError message={error} />
      {recall && (
        <>
          <p>
            Lot {recall.lot.code}: {recall.lot.product_name} from {recall.lot.supplier}, use by {recall.lot.use_by}. {recall.orders.length}{' '}
            order{recall.orders.length === 1 ? '' : 's'} received it.
          </p>
          <ListTable
            caption={`Orders that received lot ${recall.lot.code}`}
            columns={COLUMNS}
            items={recall.orders}
            empty="No order received this lot."
            row={(order) => (
              <tr key={order.order_id} data-testid="recall-row">
                <th scope="row">{order.increment_id}</th>
                <td>{order.status}</td>
                <td>{order.customer_name}</td>
                <td>{order.customer_email}</td>
                <td className="num">{order.qty}</td>
                <td>
                  {order.shipments.length
                    ? order.shipments.map((shipment) => `${shipment.carrier} ${shipment.tracking_number}`).join(', ')
                    : 'Not shipped'}
                </td>
              </tr>
            )}
          />
          <p className="admin-actions">
            <button type="button" onClick={() => void exportCsv(recall.lot.code)}>
              Export CSV
            </button>
            <button type="button" className="primary" disabled={customers === 0} onClick={() => setConfirming(true)}>
              Mail customers
            </button>
          </p>
          <ConfirmDialog
            title="Mail the recall?"
            open={confirming}
            busy={busy}
            confirmLabel={`Mail ${customers} customer${customers === 1 ? '' : 's'}`}
            onConfirm={() => void mailCustomers(recall.lot.code)}
            onClose={() => setConfirming(false)}
          >
            <p>
              Every customer who received lot {recall.lot.code} gets the recall e-mail in their store's language, once: customers mailed
              before are not mailed again.
            </p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
