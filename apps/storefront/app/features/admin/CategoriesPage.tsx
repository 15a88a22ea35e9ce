import { Link } from 'react-router';
import { numeric, SearchListPage } from './AdminListPage';
import type { CategoryRow } from './category-form';

const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');
const COLUMNS = ['Name', numeric('Level'), 'Parent', 'URL path', numeric('Position'), numeric('Products'), 'Active', 'In menu'];

/**
 * Categories as an indented tree (each after its parent, siblings by position), searched and paged
 * by the API (managers and owners). A search shows the matches in tree order with their parent.
 */
export function CategoriesPage() {
  return (
    <SearchListPage<CategoryRow>
      path="categories"
      title="Categories"
      searchHint="Name, URL key or id"
      count={['category', 'categories']}
      caption="Categories in menu order"
      columns={COLUMNS}
      empty="No categories found."
      row={(category) => (
        <tr key={category.id}>
          <th scope="row" className="admin-tree-name" style={{ paddingLeft: `${8 + Math.max(0, category.level - 1) * 20}px` }}>
            {category.level > 1 && <span aria-hidden="true">└ </span>}
            <Link to={`/admin/categories/${category.id}`}>{category.name}</Link> <span className="admin-hint">#{category.id}</span>
          </th>
          <td className="num">{category.level}</td>
          <td>{category.parent_name ?? '—'}</td>
          <td>{category.url_path}</td>
          <td className="num">{category.position}</td>
          <td className="num">{category.product_count}</td>
          <td>{yesNo(category.is_active)}</td>
          <td>{yesNo(category.include_in_menu)}</td>
        </tr>
      )}
    />
  );
}
