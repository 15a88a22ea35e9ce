import { CouponsPage } from '~/features/admin/CouponsPage';

export default function AdminCouponsRoute() {
  return <CouponsPage />;
}
