import { Link } from 'react-router';
import { centsToText } from './admin-api';
import { numeric, SearchListPage } from './AdminListPage';
import type { AdminProductRow } from '@shoreline/domain/wire/admin-catalog';

const COLUMNS = ['SKU', 'Name', 'Type', numeric('Price'), numeric('Special'), numeric('Stock'), 'Status'];

/** Products, searched and paged by the API (managers and owners). */
export function ProductsPage() {
  return (
    <SearchListPage<AdminProductRow>
      path="products"
      title="Products"
      searchHint="SKU or name"
      count={['product', 'products']}
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
