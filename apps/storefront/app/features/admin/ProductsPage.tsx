import { Link } from 'react-router';
import { centsToText } from './admin-api';
import { AdminListPage } from './AdminListPage';
import { useAdminList } from './use-admin-list';

export interface AdminProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  price_cents: number;
  special_price_cents: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number;
  is_in_stock: number | boolean;
  status: number;
  visibility: number;
}
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
  const list = useAdminList<AdminProduct>('products');

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
