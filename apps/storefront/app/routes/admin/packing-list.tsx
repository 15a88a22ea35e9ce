import { PackingListPage } from '~/features/admin/PackingListPage';

export default function AdminPackingListPageRoute() {
  return <PackingListPage />;
}
