import { CouponEditPage } from '~/features/admin/CouponEditPage';

export default function AdminCouponNewRoute() {
  return <CouponEditPage />;
}
