import { CustomerDetailPage } from '~/features/admin/CustomerDetailPage';
import type { Route } from './+types/customer';

// The id comes from the route's props: useParams would add an export to the shared framework chunk.
export default function AdminCustomerRoute({ params }: Route.ComponentProps) {
  return <CustomerDetailPage id={params.id} />;
}
