import { useCallback, useEffect, useId, useState } from 'react';
import { receiveLotForm, type LotWire } from '@shoreline/domain/wire/lots';
import { adminCall, failureText } from './admin-api';
import { AdminEditForm, formStrings, useEditForm } from './AdminEditForm';
import { ListTable } from './AdminListPage';
import { SelectField, TextField } from './Field';
import { issuesToFields } from './form-errors';
import { AdminError } from './Notices';
import { LotRecall } from './LotRecall';

const FIELDS = ['sku', 'qty', 'code', 'supplier', 'caught_on', 'use_by'] as const;
const COLUMNS = [
  'Lot code',
  'Product',
  'Supplier',
  'Caught or steamed',
  'Use by',
  { label: 'Received', numeric: true },
  { label: 'Packed', numeric: true },
  { label: 'Left', numeric: true },
  'State',
];
type LotState = 'open' | 'expired' | 'all';

/** The lots received, refreshed on demand, filtered by state. */
function useLots(state: LotState) {
  const [lots, setLots] = useState<LotWire[] | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    void adminCall<LotWire[]>('GET', `lots?state=${state}`).then((answer) => {
      if (answer.ok) setLots(answer.data);
      else setError(failureText(answer.error));
    });
  }, [state]);
  useEffect(load, [load]);
  return { lots, error, reload: load };
}

/**
 * Lots (owners and managers): receive a lot into stock, the lots first-expiring first, and the recall lookup with its
 * CSV export and the customers' mail.
 */
export function LotsPage() {
  const titleId = useId();
  const [state, setState] = useState<LotState>('open');
  const list = useLots(state);
  const form = useEditForm<LotWire>({ fields: FIELDS });

  const receive = form.onSubmit((element) => {
    const values = formStrings(element, FIELDS);
    const checked = receiveLotForm.safeParse(values);
    return {
      errors: checked.success ? {} : issuesToFields(checked.error.issues),
      send: () => adminCall<LotWire>('POST', 'lots', { body: checked.data }),
      saved: (lot) => {
        list.reload();
        return `Lot ${lot.code} received: ${lot.qty} units of ${lot.product_name} added to the stock.`;
      },
    };
  });

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>Lots</h1>
      <h2>Receive a lot</h2>
      <AdminEditForm form={form} onSubmit={receive} formKey={`receive-${list.lots?.length ?? 0}`} submitLabel="Receive lot">
        <TextField label="SKU" name="sku" autoComplete="off" required />
        <TextField label="Units" name="qty" type="number" inputMode="numeric" min={1} required />
        <TextField label="Lot code" name="code" hint="As printed on the supplier's tag." autoComplete="off" required />
        <TextField label="Supplier" name="supplier" required />
        <TextField label="Caught or steamed on" name="caught_on" type="date" required />
        <TextField label="Use by" name="use_by" type="date" hint="The last day it may be sold." required />
      </AdminEditForm>
      <h2>Lots received</h2>
      <SelectField label="Show" name="state" value={state} onChange={(event) => setState(event.currentTarget.value as LotState)}>
        <option value="open">Open lots</option>
        <option value="expired">Past their use-by</option>
        <option value="all">All lots</option>
      </SelectField>
      <AdminError message={list.error} />
      {list.lots && (
        <ListTable
          caption={`Lots, first-expiring first (${list.lots.length})`}
          columns={COLUMNS}
          items={list.lots}
          empty="No lots."
          row={(lot) => (
            <tr key={lot.id} data-testid="lot-row">
              <th scope="row">{lot.code}</th>
              <td>
                {lot.product_name} ({lot.sku})
              </td>
              <td>{lot.supplier}</td>
              <td>{lot.caught_on}</td>
              <td>{lot.use_by}</td>
              <td className="num">{lot.qty}</td>
              <td className="num">{lot.qty_assigned}</td>
              <td className="num">{lot.qty_left}</td>
              <td>{lot.state === 'open' ? 'Open' : 'Past its use-by'}</td>
            </tr>
          )}
        />
      )}
      <LotRecall />
    </section>
  );
}
