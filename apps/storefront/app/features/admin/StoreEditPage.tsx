import { useState, type FormEvent } from 'react';
import { adminCall, failureText } from './admin-api';
import { AdminEditForm, formStrings, showStored, useEditForm } from './AdminEditForm';
import { TextField, useFieldErrors } from './Field';
import { AdminError, Loading } from './Notices';
import { RecordPage } from './RecordPage';
import {
  DAY_NAMES,
  HOUR_KINDS,
  hourField,
  samePlace,
  STORE_FIELDS,
  STORE_GROUPS,
  storePlaceBody,
  STREET_LINES,
  WEEK,
  type AdminStore,
  type HourKind,
} from './store-form';
import { useAdminRecord } from './use-admin-record';

type AddressPart = 'city' | 'region' | 'region_code' | 'postcode' | 'country_id';

/** One part of the store's address, its field named as the part. */
function AddressField({ address, part, label, hint }: { address: AdminStore['address']; part: AddressPart; label: string; hint?: string }) {
  return <TextField label={label} name={part} hint={hint} defaultValue={address?.[part] ?? ''} autoComplete="off" />;
}

/** The store's address: up to three street lines, city, state, ZIP and country; all empty: none of its own. */
function AddressFields({ address }: { address: AdminStore['address'] }) {
  const groupError = useFieldErrors().address;
  return (
    <fieldset>
      <legend>Address</legend>
      <p className="admin-hint">Leave every part empty for a store with no place of its own (it shows its website’s).</p>
      {groupError && <p className="admin-error">{groupError}</p>}
      {Array.from({ length: STREET_LINES }, (_, index) => (
        <TextField
          key={index}
          label={index === 0 ? 'Street' : `Street, line ${index + 1}`}
          name={`street-${index + 1}`}
          defaultValue={address?.street[index] ?? ''}
          autoComplete="off"
        />
      ))}
      <AddressField address={address} label="City" part="city" />
      <AddressField address={address} label="State" part="region" />
      <AddressField address={address} label="State code" part="region_code" hint="Up to 3 letters (MD)." />
      <AddressField address={address} label="ZIP code" part="postcode" />
      <AddressField address={address} label="Country code" part="country_id" hint="Two letters (US)." />
    </fieldset>
  );
}

/** A week of hours: each day's opening and closing time (24-hour clock); a day left empty is closed. */
function HoursFields({ kind, hours, hint }: { kind: HourKind; hours: AdminStore['opening_hours']; hint: string }) {
  const groupError = useFieldErrors()[kind.key];
  return (
    <fieldset className="admin-hours">
      <legend>{kind.legend}</legend>
      <p className="admin-hint">{hint}</p>
      {groupError && <p className="admin-error">{groupError}</p>}
      {WEEK.map((day) => (
        <div key={day} className="admin-inline">
          <TextField
            label={`${DAY_NAMES[day]} from`}
            name={hourField(kind, day, 'open')}
            type="time"
            defaultValue={hours[day]?.open ?? ''}
          />
          <TextField
            label={`${DAY_NAMES[day]} until`}
            name={hourField(kind, day, 'close')}
            type="time"
            defaultValue={hours[day]?.close ?? ''}
          />
        </div>
      ))}
    </fieldset>
  );
}

type SelfServiceSaved = Pick<AdminStore, 'self_service_changes' | 'changes_close_hours'>;

/** Whether the store's customers change their orders themselves, and how many hours before the cut-off that closes. */
function SelfServiceSwitch({ store, onSaved }: { store: AdminStore; onSaved: (saved: SelfServiceSaved) => void }) {
  const [enabled, setEnabled] = useState(store.self_service_changes);
  const [hours, setHours] = useState(store.changes_close_hours === null ? '' : String(store.changes_close_hours));
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const path = `stores/${encodeURIComponent(store.code)}/self-service`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    setError('');
    const close = hours.trim() === '' ? null : Number(hours);
    const answer = await adminCall<SelfServiceSaved>('PUT', path, { body: { enabled, close_hours_before_cutoff: close } });
    if (!answer.ok) return setError(failureText(answer.error));
    onSaved(answer.data);
    const when = answer.data.changes_close_hours === null ? 'the shop’s default' : `${answer.data.changes_close_hours} hours`;
    setNotice(
      answer.data.self_service_changes
        ? `Customers can change their orders until ${when} before the cut-off.`
        : 'Customers now ask the shop for changes.',
    );
  };
  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby="self-service-title">
      <h2 id="self-service-title">Changes by customers</h2>
      <label>
        <input type="checkbox" name="self_service_changes" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
        Customers move the delivery date or cancel their orders themselves until the cut-off
      </label>
      <p className="admin-hint">Off: the order page gives the shop’s telephone and e-mail instead.</p>
      <label>
        Hours before the cut-off that changes close
        <input
          type="number"
          name="changes_close_hours"
          min={0}
          max={720}
          step={1}
          inputMode="numeric"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          aria-describedby="changes-close-hint"
        />
      </label>
      <p className="admin-hint" id="changes-close-hint">
        Empty: the shop’s default (CHANGES_CLOSE_HOURS_BEFORE_CUTOFF).
      </p>
      <button type="submit">Save changes by customers</button>
      <AdminError message={error} />
      <p role="status">{notice}</p>
    </form>
  );
}

/**
 * One store's own record: address, telephone, opening and pickup hours, checked by the catalog import's rules before
 * it is sent. A save replaces the record and shows what was stored; the shop follows on its next catalog refresh.
 */
export function StoreEditPage({ code }: { code: string }) {
  const path = `stores/${encodeURIComponent(code)}`;
  const { record: store, setRecord: setStore, error } = useAdminRecord<AdminStore>(path);
  const form = useEditForm<AdminStore>({ fields: STORE_FIELDS, groups: STORE_GROUPS });

  if (!store) return <Loading error={error} />;
  const save = form.onSubmit((element) => {
    const { body, errors } = storePlaceBody(formStrings(element, STORE_FIELDS));
    const send = samePlace(body, store) ? null : () => adminCall<AdminStore>('PUT', path, { body });
    return { errors, send, saved: showStored(setStore) };
  });

  return (
    <RecordPage back={{ to: '/admin/stores', label: 'Stores' }} title={`Store: ${store.name} (${store.code})`}>
      <AdminEditForm form={form} onSubmit={save} formKey={`${store.code}-${form.saves}`}>
        <AddressFields address={store.address} />
        <TextField
          label="Telephone"
          name="telephone"
          type="tel"
          hint="Digits; spaces, dashes and brackets are dropped. Empty: none."
          defaultValue={store.telephone}
          autoComplete="off"
        />
        <HoursFields kind={HOUR_KINDS[0]} hours={store.opening_hours} hint="Shown in the footer. A day left empty is closed." />
        <HoursFields
          kind={HOUR_KINDS[1]}
          hours={store.pickup_hours}
          hint="When orders can be collected; no hours at all: the store offers no pickup."
        />
      </AdminEditForm>
      <SelfServiceSwitch store={store} onSaved={(saved) => setStore({ ...store, ...saved })} />
    </RecordPage>
  );
}
