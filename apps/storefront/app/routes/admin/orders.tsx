import { OrdersPage } from '~/features/admin/OrdersPage';

export default function AdminOrdersPageRoute() {
  return <OrdersPage />;
}
