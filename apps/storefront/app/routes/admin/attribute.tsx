import { AttributeEditPage } from '~/features/admin/AttributeEditPage';
import type { Route } from './+types/attribute';

// The code comes from the route's props: useParams would add an export to the shared framework chunk.
export default function AdminAttributeRoute({ params }: Route.ComponentProps) {
  return <AttributeEditPage code={params.code} />;
}
