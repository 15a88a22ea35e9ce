import { Link } from 'react-router';
import { AdminListPage, countOf } from './AdminListPage';
import type { AttributeRow } from './category-form';
import { useAdminList } from './use-admin-list';

const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');
const COLUMNS = [
  { label: 'Code' },
  { label: 'Label' },
  { label: 'Input' },
  { label: 'Filterable' },
  { label: 'Visible' },
  { label: 'Comparable' },
  { label: 'Position', numeric: true },
  { label: 'Options', numeric: true },
  { label: 'Products', numeric: true },
];

/** Attributes by position, searched (code or label) and paged by the API (managers and owners). */
export function AttributesPage() {
  const list = useAdminList<AttributeRow>('attributes');
  const q = list.params.get('q') ?? '';

  return (
    <AdminListPage
      title="Attributes"
      titleId="attributes-title"
      list={list}
      filters={{ searchHint: 'Code or label', submitLabel: 'Search' }}
      count={(page) => countOf(page.total, 'attribute', 'attributes')}
      caption={() => `Attributes by position${q ? `, matching “${q}”` : ''}`}
      columns={COLUMNS}
      empty="No attributes found."
      row={(attribute) => (
        <tr key={attribute.attribute_id}>
          <th scope="row" className="admin-tree-name">
            <Link to={`/admin/attributes/${encodeURIComponent(attribute.attribute_code)}`}>{attribute.attribute_code}</Link>
          </th>
          <td>{attribute.frontend_label}</td>
          <td>{attribute.frontend_input}</td>
          <td>{yesNo(attribute.is_filterable)}</td>
          <td>{yesNo(attribute.is_visible)}</td>
          <td>{yesNo(attribute.is_comparable)}</td>
          <td className="num">{attribute.position}</td>
          <td className="num">{attribute.options_count ?? 0}</td>
          <td className="num">{attribute.product_count}</td>
        </tr>
      )}
    />
  );
}
