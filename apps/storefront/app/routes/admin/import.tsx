import { ImportPage } from '~/features/admin/ImportPage';

export default function AdminImportRoute() {
  return <ImportPage />;
}
