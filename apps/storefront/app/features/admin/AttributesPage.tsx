import { Link } from 'react-router';
import { numeric, SearchListPage } from './AdminListPage';
import type { AttributeRow } from './category-form';

const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');
const COLUMNS = [
  'Code',
  'Label',
  'Input',
  'Filterable',
  'Visible',
  'Comparable',
  numeric('Position'),
  numeric('Options'),
  numeric('Products'),
];

/** Attributes by position, searched (code or label) and paged by the API (managers and owners). */
export function AttributesPage() {
  return (
    <SearchListPage<AttributeRow>
      path="attributes"
      title="Attributes"
      searchHint="Code or label"
      count={['attribute', 'attributes']}
      caption="Attributes by position"
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
