/** An error as an alert; nothing when there is none. */
export function AdminError({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="admin-error">
      {message}
    </p>
  ) : null;
}

/** Where a record will show: why it could not be read, or that it is on its way. */
export function Loading({ error }: { error: string }) {
  return error ? <AdminError message={error} /> : <p role="status">Loading…</p>;
}
