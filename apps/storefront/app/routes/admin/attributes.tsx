import { AttributesPage } from '~/features/admin/AttributesPage';

export default function AdminAttributesRoute() {
  return <AttributesPage />;
}
