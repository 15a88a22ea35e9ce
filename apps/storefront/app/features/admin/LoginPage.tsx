import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { signIn } from './admin-api';
import { useStaff } from './AdminShell';

export function LoginPage() {
  const { setStaff } = useStaff();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      setStaff(await signIn(String(form.get('email')), String(form.get('password'))));
      void navigate('/admin/orders');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="admin-login-title" style={{ maxWidth: 360 }}>
      <h1 id="admin-login-title">Staff sign-in</h1>
      <form onSubmit={(event) => void submit(event)} className="admin-filters" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </section>
  );
}
