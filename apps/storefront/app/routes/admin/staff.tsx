import { StaffPage } from '~/features/admin/StaffPage';

export default function AdminStaffRoute() {
  return <StaffPage />;
}
