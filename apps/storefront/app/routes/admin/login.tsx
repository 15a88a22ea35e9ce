import { LoginPage } from '~/features/admin/LoginPage';

export default function AdminLoginPageRoute() {
  return <LoginPage />;
}
