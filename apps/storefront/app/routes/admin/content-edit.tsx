import { ContentEditPage } from '~/features/admin/ContentEditPage';
import type { Route } from './+types/content-edit';

export default function AdminContentEditRoute({ params }: Route.ComponentProps) {
  return <ContentEditPage kindPath={params.kind} id={params.id} />;
}
