import { Link } from 'react-router';
import { AdminListPage, FilterSelect } from './AdminListPage';
import { ContentNav } from './ContentNav';
import { contentKind, type ContentRow } from './content-kinds';
import { AdminError } from './Notices';
import { pageCount } from './Pager';
import { useAdminList } from './use-admin-list';
import { useStores } from './use-stores';

const SLOTS = ['main', 'small', 'product', 'head'].map((slot) => ({ value: slot, label: slot }));

/** One content list (pages, blocks, banners or blog posts), searched and paged by the API; filters in the URL. */
export function ContentListPage({ kindPath }: { kindPath: string }) {
  const kind = contentKind(kindPath);
  const list = useAdminList<ContentRow>(kind ? kind.api : null);
  const stores = useStores(Boolean(kind?.filters.includes('store')));
  if (!kind) return <AdminError message="There is no such content list." />;

  const base = `/admin/content/${kind.path}`;
  const { params } = list;
  return (
    <AdminListPage
      title="Content"
      list={list}
      intro={
        <>
          <ContentNav />
          <div className="admin-actions">
            <h2 style={{ margin: 0 }}>{kind.title}</h2>
            <Link to={`${base}/new`} className="admin-button">
              New {kind.singular}
            </Link>
          </div>
        </>
      }
      filters={{
        searchHint: kind.searchHint,
        names: kind.filters,
        submitLabel: 'Search',
        controls: (
          <>
            {kind.filters.includes('store') && (
              <FilterSelect
                label="Store"
                name="store"
                value={params.get('store') ?? ''}
                options={stores.map((store) => ({ value: store.code, label: store.name }))}
                any="Any"
              />
            )}
            {kind.filters.includes('slot') && (
              <FilterSelect label="Slot" name="slot" value={params.get('slot') ?? ''} options={SLOTS} any="Any" />
            )}
          </>
        ),
      }}
      count={(page) => `${page.total} found`}
      caption={(page) => `${kind.title}, page ${page.page} of ${pageCount(page)}`}
      captionHidden
      className="admin-content-table"
      columns={[kind.linkColumn, ...kind.columns]}
      row={(row) => (
        <tr key={row.id}>
          <th scope="row">
            <Link to={`${base}/${row.id}`}>{kind.linkColumn.value(row) || `#${row.id}`}</Link>
          </th>
          {kind.columns.map((column) => (
            <td key={column.label} className={column.numeric ? 'num' : undefined}>
              {column.value(row)}
            </td>
          ))}
        </tr>
      )}
    />
  );
}
