import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { shippingHoldForm } from '@shoreline/domain/forms/admin-delivery';
import type { ShippingHold } from '@shoreline/domain/wire/admin-delivery';
import { adminCall } from './admin-api';
import { AdminEditForm, formStrings, useEditForm } from './AdminEditForm';
import { ListTable } from './AdminListPage';
import { datesText, regionsText } from './delivery-view';
import { Choices, SelectField, TextField } from './Field';
import { issuesToFields } from './form-errors';
import { AdminError } from './Notices';
import { useAdminList } from './use-admin-list';
import { usePlaces } from './use-places';

const FIELDS = ['store_code', 'from_date', 'to_date', 'regions', 'reason'] as const;
const COLUMNS = ['Dates', 'Place', 'States', 'Reason shown to shoppers', 'Set by'];

/** A notice handed over from another screen in the history entry's state (a lifted hold). */
const noticeFrom = (state: unknown) => (state && typeof state === 'object' && 'notice' in state ? String(state.notice) : '');

/**
 * Shipping holds: pause deliveries for dates, a place (all its store views) and some states (or everywhere) with the reason shoppers
 * read in the date picker. A new hold opens its own page with the orders to reschedule.
 */
export function HoldsPage() {
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useAdminList<ShippingHold>('delivery/holds');
  const places = usePlaces();
  const form = useEditForm<ShippingHold>({ fields: FIELDS, initialNotice: noticeFrom(location.state) });

  const save = form.onSubmit((element) => {
    const values = formStrings(element, FIELDS);
    const body = {
      store_code: values.store_code || null,
      from_date: values.from_date ?? '',
      to_date: values.to_date || values.from_date || '',
      regions: values.regions ?? '',
      reason: values.reason ?? '',
    };
    const checked = shippingHoldForm.safeParse(body);
    return {
      errors: checked.success ? {} : issuesToFields(checked.error.issues),
      send: () => adminCall<ShippingHold>('POST', 'delivery/holds', { body }),
      saved: (created) => {
        void navigate(`/admin/delivery/holds/${created.id}`, {
          state: { notice: `Hold created: deliveries on ${datesText(created)} to ${regionsText(created)} are paused.` },
        });
        return '';
      },
    };
  });

  return (
    <section aria-labelledby={titleId}>
      <p className="no-print">
        <Link to="/admin/delivery">← Delivery calendar</Link>
      </p>
      <h1 id={titleId}>Shipping holds</h1>
      <h2>New hold</h2>
      <AdminEditForm form={form} onSubmit={save} formKey="new-hold" submitLabel="Pause deliveries">
        <SelectField label="Place" name="store_code" defaultValue="">
          <option value="">All places</option>
          <Choices choices={places.map((place) => ({ value: place.code, label: place.name }))} />
        </SelectField>
        <TextField label="First day" name="from_date" type="date" required />
        <TextField label="Last day" name="to_date" type="date" hint="Empty: the first day only." />
        <TextField label="States" name="regions" hint="Two-letter codes, like FL, GA. Empty: every destination." autoComplete="off" />
        <TextField label="Reason" name="reason" hint="Shoppers read it next to the date: “Paused: <reason>”." maxLength={200} required />
      </AdminEditForm>
      <AdminError message={list.error} />
      {list.page && (
        <ListTable
          caption={`Holds that end today or later (${list.page.total})`}
          columns={COLUMNS}
          items={list.page.items}
          empty="No shipping holds."
          row={(hold) => (
            <tr key={hold.id} data-testid="hold-row">
              <th scope="row">
                <Link to={`/admin/delivery/holds/${hold.id}`}>{datesText(hold)}</Link>
              </th>
              <td>{hold.place?.name ?? hold.store_code ?? 'All places'}</td>
              <td>{regionsText(hold)}</td>
              <td>{hold.reason}</td>
              <td>{hold.staff_name ?? '—'}</td>
            </tr>
          )}
        />
      )}
    </section>
  );
}
