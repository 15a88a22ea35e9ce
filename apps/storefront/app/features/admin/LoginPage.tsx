import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureText, signIn } from './admin-api';
import { useStaff } from './AdminShell';
import { AdminError } from './Notices';

/** Where a sign-in leads: its screen's code loads while the password is checked (that takes a moment). */
const AFTER_SIGN_IN = '/admin/orders';
const loadOrdersScreen = () => import('./OrdersPage');

export function LoginPage() {
  const { setStaff } = useStaff();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Signing in keeps the token in the browser: until the page runs, the form would send the password in a plain
  // form request (it used to, as a GET, into the address and the access logs).
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    void loadOrdersScreen();
    const answer = await signIn(String(form.get('email')), String(form.get('password')));
    setBusy(false);
    if (!answer.ok) return setError(failureText(answer.error));
    setStaff(answer.data);
    void navigate(AFTER_SIGN_IN);
  };

  return (
    <section aria-labelledby="admin-login-title" style={{ maxWidth: 360 }}>
      <h1 id="admin-login-title">Staff sign-in</h1>
      <noscript>
        <p>The back office needs JavaScript.</p>
      </noscript>
      <form
        method="post"
        onSubmit={(event) => void submit(event)}
        className="admin-filters"
        style={{ flexDirection: 'column', alignItems: 'stretch' }}
      >
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <AdminError message={error} />
        <button type="submit" className="primary" disabled={busy || !running}>
          Sign in
        </button>
      </form>
    </section>
  );
}
