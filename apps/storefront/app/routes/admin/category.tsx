import { CategoryEditPage } from '~/features/admin/CategoryEditPage';
import type { Route } from './+types/category';

// The id comes from the route's props: useParams would add an export to the shared framework chunk.
export default function AdminCategoryRoute({ params }: Route.ComponentProps) {
  return <CategoryEditPage id={params.id} />;
}
