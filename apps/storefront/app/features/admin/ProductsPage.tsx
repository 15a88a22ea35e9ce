import { Link } from 'react-router';
import { centsToText } from './admin-api';
import { AdminListPage } from './AdminListPage';
import { useAdminList } from './use-admin-list';
import type { AdminProductRow } from '@shoreline/domain/wire/admin-catalog';

const COLUMNS = [
  { label: 'SKU' },
  { label: 'Name' },
  { label: 'Type' },
  { label: 'Price', numeric: true },
  { label: 'Special', numeric: true },
  { label: 'Stock', numeric: true },
  { label: 'Status' },
];

/** Products, searched and paged by the API (managers and owners). */
export function ProductsPage() {
  const list = useAdminList<AdminProductRow>('products');

  return (
    <AdminListPage
      title="Products"
      titleId="products-title"
      list={list}
      filters={{
        searchHint: 'SKU or name',
        submitLabel: 'Search',
      }}
      count={(page) => `${page.total} products`}
      columns={COLUMNS}
      row={(product) => (
        <tr key={product.id}>
          <td>
            <Link to={`/admin/products/${encodeURIComponent(product.sku)}`}>{product.sku}</Link>
          </td>
          <td>{product.name}</td>
          <td>{product.type_id}</td>
          <td className="num">{centsToText(product.price_cents)}</td>
          <td className="num">{product.special_price_cents === null ? '—' : centsToText(product.special_price_cents)}</td>
          <td className="num">{product.qty}</td>
          <td>{product.status === 1 ? 'Enabled' : 'Disabled'}</td>
        </tr>
      )}
    />
  );
}
