import { CustomersPage } from '~/features/admin/CustomersPage';

export default function AdminCustomersRoute() {
  return <CustomersPage />;
}
