import { OrderDetailPage } from '~/features/admin/OrderDetailPage';
import type { Route } from './+types/order';

// The id comes from the route's props: useParams would add an export to the shared framework chunk.
export default function AdminOrderRoute({ params }: Route.ComponentProps) {
  return <OrderDetailPage id={params.id} />;
}
