import { ReviewsPage } from '~/features/admin/ReviewsPage';

export default function AdminReviewsRoute() {
  return <ReviewsPage />;
}
