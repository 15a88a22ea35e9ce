import { dayCapacityForm } from '@shoreline/domain/forms/admin-delivery';
import type { DeliveryDay } from '@shoreline/domain/wire/admin-delivery';
import { adminCall } from './admin-api';
import { AdminEditForm, formStrings, useEditForm } from './AdminEditForm';
import { capacityText, dayText, statusText } from './delivery-view';
import { TextField } from './Field';
import { issuesToFields } from './form-errors';
import { Loading } from './Notices';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';

const FIELDS = ['capacity'] as const;

/** The capacity the form asks for: empty is the default again (null); otherwise a whole number the schema checks. */
function capacityOf(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** One delivery date of a place (all its store views): what is booked, and the capacity staff raise or lower for the day. */
export function DeliveryDayPage({ store, date }: { store: string; date: string }) {
  const path = `delivery/days/${encodeURIComponent(store)}/${encodeURIComponent(date)}`;
  const { record: day, setRecord, error } = useAdminRecord<DeliveryDay>(path);
  const form = useEditForm<DeliveryDay>({ fields: FIELDS });

  const save = form.onSubmit((element) => {
    const body = { capacity: capacityOf(formStrings(element, FIELDS).capacity) };
    const checked = dayCapacityForm.safeParse(body);
    return {
      errors: checked.success ? {} : issuesToFields(checked.error.issues),
      send: day && body.capacity === day.capacity_set ? null : () => adminCall<DeliveryDay>('PUT', path, { body }),
      saved: (stored) => {
        setRecord(stored);
        return stored.capacity === null
          ? `Saved. ${stored.place.name} takes any number of orders on ${dayText(date)}.`
          : `Saved. ${stored.place.name} takes ${stored.capacity} orders on ${dayText(date)} (${stored.booked} booked).`;
      },
    };
  });

  if (!day) return <Loading error={error} />;
  const fallback = day.default_capacity === null ? 'no limit' : `${day.default_capacity} orders`;
  return (
    <RecordPage
      back={{ to: `/admin/delivery?store=${encodeURIComponent(day.store_code)}`, label: 'Delivery calendar' }}
      title={`${dayText(date)}, ${day.place.name}`}
    >
      <dl className="admin-facts">
        <dt>Date</dt>
        <dd>{date}</dd>
        <dt>Booked</dt>
        <dd data-testid="day-booked">{day.booked}</dd>
        <dt>Capacity</dt>
        <dd data-testid="day-capacity">{capacityText(day)}</dd>
        <dt>Status</dt>
        <dd data-testid="day-status">{statusText(day)}</dd>
      </dl>
      <AdminEditForm form={form} onSubmit={save} formKey={`${date}-${form.saves}`} submitLabel="Save capacity">
        <TextField
          label="Orders this day"
          name="capacity"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          hint={`Empty: the place's default (${fallback}), for all its store views. Below what is booked, the orders placed stay and no new ones are taken.`}
          defaultValue={day.capacity_set === null ? '' : String(day.capacity_set)}
        />
      </AdminEditForm>
    </RecordPage>
  );
}
