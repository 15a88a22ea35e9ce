import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { auditChanges } from './audit-view';
import { Pager } from './Pager';
import { useAdminList } from './use-admin-list';

interface AuditRow {
  id: number;
  staff_id: number | null;
  staff_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}
const FILTERS = ['entityType', 'entityId'] as const;
/** The entity types the API writes so far (any other can be typed). */
const ENTITY_TYPES = ['attribute', 'catalog', 'category', 'coupon', 'customer', 'order', 'product', 'review', 'staff'];

function Changes({ entry }: { entry: AuditRow }) {
  const rows = auditChanges(entry.before, entry.after, entry.entity_type);
  if (rows.length === 0) return <span>—</span>;
  return (
    <table className="admin-changes">
      <caption className="admin-visually-hidden">
        Changes of {entry.action} #{entry.id}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>{row.before}</td>
            <td>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The audit log (owners only): every back-office write, newest first, filtered by entity type and id. */
export function AuditPage() {
  const { params, query, page, error, goTo, filter } = useAdminList<AuditRow>('audit');
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter(new FormData(event.currentTarget), FILTERS);
  };
  const entityLink = (entry: AuditRow) =>
    `/admin/audit?${new URLSearchParams({ entityType: entry.entity_type, entityId: entry.entity_id }).toString()}`;

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="admin-filters" role="search" onSubmit={apply} key={query}>
        <label>
          Entity type
          <input name="entityType" list="audit-entity-types" defaultValue={params.get('entityType') ?? ''} size={12} />
        </label>
        <datalist id="audit-entity-types">
          {ENTITY_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <label>
          Entity id
          <input name="entityId" defaultValue={params.get('entityId') ?? ''} size={14} />
        </label>
        <button type="submit" className="primary">
          Filter
        </button>
        {query && (
          <Link className="admin-button" to="/admin/audit">
            Show all
          </Link>
        )}
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {page && (
        <>
          <p role="status">{page.total === 1 ? '1 entry' : `${page.total} entries`}</p>
          <table>
            <caption className="admin-caption">Back-office changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Entity</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td>
                    <time dateTime={entry.created_at}>{entry.created_at.slice(0, 19).replace('T', ' ')}</time>
                  </td>
                  <td>{entry.staff_email ?? (entry.staff_id === null ? 'System' : `Staff #${entry.staff_id}`)}</td>
                  <td>{entry.action}</td>
                  <td>
                    <Link to={entityLink(entry)} aria-label={`All entries for ${entry.entity_type} ${entry.entity_id}`}>
                      {entry.entity_type} {entry.entity_id}
                    </Link>
                  </td>
                  <td>
                    <Changes entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.items.length === 0 && <p>No entries.</p>}
          <Pager page={page} onPage={goTo} />
        </>
      )}
    </section>
  );
}
