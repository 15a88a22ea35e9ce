import { OrderDetailPage } from '~/features/admin/OrderDetailPage';

export default function AdminOrderDetailPageRoute() {
  return <OrderDetailPage />;
}
