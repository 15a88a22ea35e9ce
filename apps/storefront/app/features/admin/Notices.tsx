/** An error as an alert; nothing when there is none. */
export function AdminError({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="admin-error">
      {message}
    </p>
  ) : null;
}

/** A row's own error (a failed action on one line of a list), under that row's controls. */
export function RowError({ error, id }: { error: { id: number; message: string } | null; id: number }) {
  return error?.id === id ? (
    <p role="alert" className="admin-error admin-row-error">
      {error.message}
    </p>
  ) : null;
}

/** Where a record will show: why it could not be read, or that it is on its way. */
export function Loading({ error }: { error: string }) {
  return error ? <AdminError message={error} /> : <p role="status">Loading…</p>;
}
