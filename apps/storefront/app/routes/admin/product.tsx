import { ProductEditPage } from '~/features/admin/ProductEditPage';
import type { Route } from './+types/product';

export default function AdminProductRoute({ params }: Route.ComponentProps) {
  return <ProductEditPage sku={params.sku} />;
}
