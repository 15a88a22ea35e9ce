import { shopMomentText } from '@shoreline/domain/shop-time';
import { Link } from 'react-router';
import { AdminListPage, ListTable } from './AdminListPage';
import { auditChanges } from './audit-view';
import { useAdminList } from './use-admin-list';
import type { AuditEntryWire as AuditRow } from '@shoreline/domain/wire/admin';

const FILTERS = ['entityType', 'entityId'] as const;
/** The entity types the API writes so far (any other can be typed). */
const ENTITY_TYPES = ['attribute', 'catalog', 'category', 'coupon', 'customer', 'order', 'product', 'review', 'staff'];
const CHANGE_COLUMNS = ['Field', 'Before', 'After'];
const COLUMNS = ['When (UTC)', 'Who', 'Action', 'Entity', 'Changes'];

function Changes({ entry }: { entry: AuditRow }) {
  const rows = auditChanges(entry.before, entry.after, entry.entity_type);
  if (rows.length === 0) return <span>—</span>;
  return (
    <ListTable
      className="admin-changes"
      caption={`Changes of ${entry.action} #${entry.id}`}
      captionHidden
      columns={CHANGE_COLUMNS}
      items={rows}
      row={(row) => (
        <tr key={row.field}>
          <th scope="row">{row.field}</th>
          <td>{row.before}</td>
          <td>{row.after}</td>
        </tr>
      )}
    />
  );
}

/** The audit log (owners only): every back-office write, newest first, filtered by entity type and id. */
export function AuditPage() {
  const list = useAdminList<AuditRow>('audit');
  const { params, query } = list;
  const entityLink = (entry: AuditRow) =>
    `/admin/audit?${new URLSearchParams({ entityType: entry.entity_type, entityId: entry.entity_id }).toString()}`;

  return (
    <AdminListPage
      title="Audit log"
      list={list}
      filters={{
        names: FILTERS,
        submitLabel: 'Filter',
        controls: (
          <>
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
          </>
        ),
        after: query && (
          <Link className="admin-button" to="/admin/audit">
            Show all
          </Link>
        ),
      }}
      count={['entry', 'entries']}
      caption="Back-office changes, newest first"
      columns={COLUMNS}
      empty="No entries."
      row={(entry) => (
        <tr key={entry.id} data-testid="audit-row">
          <td>
            <time dateTime={entry.created_at}>{shopMomentText(entry.created_at)}</time>
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
      )}
    />
  );
}
