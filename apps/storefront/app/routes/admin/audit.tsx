import { AuditPage } from '~/features/admin/AuditPage';

export default function AdminAuditRoute() {
  return <AuditPage />;
}
