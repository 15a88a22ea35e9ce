import { ContentListPage } from '~/features/admin/ContentListPage';
import type { Route } from './+types/content-list';

export default function AdminContentListRoute({ params }: Route.ComponentProps) {
  return <ContentListPage kindPath={params.kind} />;
}
