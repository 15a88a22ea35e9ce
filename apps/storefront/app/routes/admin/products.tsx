import { ProductsPage } from '~/features/admin/ProductsPage';

export default function AdminProductsRoute() {
  return <ProductsPage />;
}
