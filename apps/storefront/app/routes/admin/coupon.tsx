import { CouponEditPage } from '~/features/admin/CouponEditPage';
import type { Route } from './+types/coupon';

// The code comes from the route's props: useParams would add an export to the shared framework chunk.
export default function AdminCouponRoute({ params }: Route.ComponentProps) {
  return <CouponEditPage code={params.code} />;
}
