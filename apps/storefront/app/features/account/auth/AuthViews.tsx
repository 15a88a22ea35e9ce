import type { AuthView } from '~/features/session';
import type { MessageKey } from '~/i18n/translate';
import { ForgotForm } from './ForgotForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export const AUTH_TITLES: Record<AuthView, MessageKey> = {
  login: 'account.login.title',
  register: 'account.register.title',
  forgot: 'account.forgot.title',
};

interface AuthViewsProps {
  view: AuthView;
  onSwitch: (view: AuthView) => void;
  onDone?: () => void;
}

/** The auth element's three forms: login (the default), create account and forgot password. */
export function AuthForm({ view, onSwitch, onDone }: AuthViewsProps) {
  if (view === 'register') return <RegisterForm onSwitch={onSwitch} onDone={onDone} />;
  if (view === 'forgot') return <ForgotForm onSwitch={onSwitch} onDone={onDone} />;
  return <LoginForm onSwitch={onSwitch} onDone={onDone} />;
}
