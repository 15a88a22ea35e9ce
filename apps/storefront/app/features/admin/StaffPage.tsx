import { shopDayText } from '@shoreline/domain/shop-time';
import { useState } from 'react';
import { STAFF_ROLES, staffCreateForm } from '@shoreline/domain/forms/admin';
import { adminCall, failureText, type StaffRole } from './admin-api';
import { useEditForm } from './AdminEditForm';
import { ListTable } from './AdminListPage';
import { useStaff } from './AdminShell';
import { Choices, FieldErrorsContext, focusField, SelectField, TextField } from './Field';
import { issuesToFields } from './form-errors';
import { AdminError, RowError } from './Notices';
import { Pager } from './Pager';
import { useAdminList } from './use-admin-list';
import type { StaffAccountWire as StaffRow } from '@shoreline/domain/wire/admin';

const CREATE_FIELDS = ['email', 'name', 'role', 'password'] as const;
const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', packer: 'Packer' };
const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const COLUMNS = ['Name', 'E-mail', 'Role', 'Status', 'Added', 'Access'];

type Announce = (text: string) => void;
type StaffPatch = { role?: StaffRole; isActive?: boolean };

/** The form that adds a staff member; `onAdded` hears what to announce once the account exists. */
function AddStaffForm({ announce, onAdded }: { announce: Announce; onAdded: () => void }) {
  const form = useEditForm<StaffRow>({ fields: CREATE_FIELDS, conflictField: 'email' });
  const { errors } = form;
  const add = form.onSubmit((element) => {
    const data = new FormData(element);
    const body = Object.fromEntries(CREATE_FIELDS.map((field) => [field, String(data.get(field) ?? '')]));
    const checked = staffCreateForm.safeParse(body);
    announce('');
    return {
      errors: checked.success ? {} : issuesToFields(checked.error.issues),
      send: () => adminCall<StaffRow>('POST', 'staff', { body }),
      saved: (created) => {
        element.reset();
        focusField(element, 'email');
        announce(`${created.name} (${created.email}) added as ${ROLE_LABELS[created.role].toLowerCase()}.`);
        onAdded();
        return '';
      },
    };
  });

  return (
    <>
      <h2 id="staff-add-title">Add a staff member</h2>
      <form ref={form.formRef} noValidate aria-labelledby="staff-add-title" onSubmit={add} className="admin-form">
        <div role="alert">{errors[''] && <p className="admin-error">{errors['']}</p>}</div>
        <FieldErrorsContext value={errors}>
          <TextField label="E-mail" name="email" type="email" autoComplete="off" required />
          <TextField label="Name" name="name" autoComplete="off" required />
          <SelectField label="Role" name="role" defaultValue="packer">
            <Choices choices={ROLE_CHOICES} />
          </SelectField>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters. Give it to them in person; they sign in at /admin."
            required
          />
        </FieldErrorsContext>
        <p className="admin-actions">
          <button type="submit" className="primary" aria-disabled={form.busy}>
            Add staff member
          </button>
        </p>
      </form>
    </>
  );
}

/**
 * The changes made in the list's rows: each row's account as last answered, its chosen role, and the one error of
 * the row a change failed in (a 409: the shop must keep an active owner).
 */
function useStaffChanges(announce: Announce) {
  const [changed, setChanged] = useState<Record<number, StaffRow>>({});
  const [choice, setChoice] = useState<Record<number, StaffRole>>({});
  const [rowError, setRowError] = useState<{ id: number; message: string } | null>(null);

  const update = async (row: StaffRow, patch: StaffPatch, done: string) => {
    setRowError(null);
    announce('');
    const answer = await adminCall<StaffRow>('PATCH', `staff/${row.id}`, { body: patch });
    if (!answer.ok) {
      const message = failureText(answer.error);
      setChoice((current) => ({ ...current, [row.id]: row.role }));
      setRowError({ id: row.id, message: answer.error.code === 409 ? `Not changed: ${message}` : message });
      return;
    }
    setChanged((current) => ({ ...current, [row.id]: answer.data }));
    setChoice((current) => ({ ...current, [row.id]: answer.data.role }));
    announce(done);
  };

  const unlock = async (row: StaffRow) => {
    setRowError(null);
    announce('');
    const answer = await adminCall<{ cleared: number }>('POST', `staff/${row.id}/unlock`);
    if (!answer.ok) return setRowError({ id: row.id, message: failureText(answer.error) });
    announce(
      answer.data.cleared > 0 ? `${row.name}'s failed sign-ins are cleared: they may sign in again.` : `${row.name} was not locked out.`,
    );
  };

  const choose = (row: StaffRow, role: StaffRole) => setChoice((current) => ({ ...current, [row.id]: role }));
  return { changed, choice, rowError, update, unlock, choose };
}
type StaffChanges = ReturnType<typeof useStaffChanges>;

/** One account's row: its role (with the form that changes it), status, and the buttons that (de)activate and unlock it. */
function StaffAccountRow({
  row,
  me,
  changes,
  announce,
}: {
  row: StaffRow;
  me: number | undefined;
  changes: StaffChanges;
  announce: Announce;
}) {
  const selected = changes.choice[row.id] ?? row.role;
  const who = row.id === me ? `${row.name} (you)` : row.name;
  return (
    <tr data-testid="staff-row">
      <th scope="row">{who}</th>
      <td>{row.email}</td>
      <td>
        <form
          className="admin-inline"
          onSubmit={(event) => {
            event.preventDefault();
            if (selected === row.role) return announce(`${row.name} is already ${ROLE_LABELS[selected].toLowerCase()}.`);
            void changes.update(row, { role: selected }, `${row.name} is now ${ROLE_LABELS[selected].toLowerCase()}.`);
          }}
        >
          <select
            aria-label={`Role of ${row.name}`}
            value={selected}
            onChange={(event) => changes.choose(row, event.target.value as StaffRole)}
          >
            <Choices choices={ROLE_CHOICES} />
          </select>
          <button type="submit" aria-label={`Change role of ${row.name}`}>
            Change role
          </button>
        </form>
      </td>
      <td>{row.is_active ? 'Active' : 'Deactivated'}</td>
      <td>{shopDayText(row.created_at)}</td>
      <td>
        {row.is_active ? (
          <button
            type="button"
            aria-label={`Deactivate ${row.name}`}
            onClick={() => void changes.update(row, { isActive: false }, `${row.name} is deactivated and signed out everywhere.`)}
          >
            Deactivate
          </button>
        ) : (
          <button
            type="button"
            aria-label={`Reactivate ${row.name}`}
            onClick={() => void changes.update(row, { isActive: true }, `${row.name} may sign in again.`)}
          >
            Reactivate
          </button>
        )}
        <button type="button" aria-label={`Unlock sign-in of ${row.name}`} onClick={() => void changes.unlock(row)}>
          Unlock sign-in
        </button>
        <RowError error={changes.rowError} id={row.id} />
      </td>
    </tr>
  );
}

/**
 * Staff accounts (owners only): add one, change a role, deactivate or reactivate, and unlock the
 * sign-in of someone locked out by wrong passwords. A change the API refuses (409: the shop must
 * keep an active owner) shows in the row it was made in.
 */
export function StaffPage() {
  const { staff: me } = useStaff();
  const { page, error, goTo, reload } = useAdminList<StaffRow>('staff');
  const [announcement, setAnnouncement] = useState('');
  const changes = useStaffChanges(setAnnouncement);

  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      <p role="status" data-testid="staff-announcement">
        {announcement}
      </p>
      <AddStaffForm announce={setAnnouncement} onAdded={reload} />
      <AdminError message={error} />
      {page && (
        <>
          <ListTable
            caption={`Staff accounts (${page.total})`}
            columns={COLUMNS}
            items={page.items}
            row={(listed) => (
              <StaffAccountRow
                key={listed.id}
                row={changes.changed[listed.id] ?? listed}
                me={me?.id}
                changes={changes}
                announce={setAnnouncement}
              />
            )}
          />
          <Pager page={page} onPage={goTo} />
        </>
      )}
    </section>
  );
}
