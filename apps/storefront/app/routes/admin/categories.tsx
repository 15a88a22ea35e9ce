import { CategoriesPage } from '~/features/admin/CategoriesPage';

export default function AdminCategoriesRoute() {
  return <CategoriesPage />;
}
