import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { UserIcon } from '~/ui/icons';
import { listen } from '~/lib/events';
import { openAuthModal } from './auth-events';
import { loadSession } from './contract';
import { readSignedInName, SESSION_KEYS } from './session-keys';
import { isModifiedClick } from '~/lib/links';

interface AccountLinkProps {
  className: string;
  /** "My account" */
  label: string;
  /**
   * "My account: {name}" for a logged-in customer. The visible name must be in the link's name (WCAG 2.5.3, label
   * in name), and not in brackets: axe's check leaves a bracketed part out, as a parenthetical remark.
   */
  namedLabel: (name: string) => string;
}

/**
 * The header's account control: a link to /my-account (which works without JavaScript). For a guest
 * it opens the sign-in dialog; for a customer it shows the first name. It reads only a localStorage
 * hint on hydration, and follows logins and logouts in other tabs.
 */
export function AccountLink({ className, label, namedLabel }: AccountLinkProps) {
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    const update = () => setName(readSignedInName());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_KEYS.status && event.key !== SESSION_KEYS.name && event.key !== SESSION_KEYS.token) return;
      update();
      // A tab that sees another one log in or out brings its own session up to date.
      if (event.key === SESSION_KEYS.status && (event.newValue === 'logged' || event.newValue === 'logout')) void loadSession();
    };
    update();
    window.addEventListener('storage', onStorage);
    const unlisten = listen('shoreline:session', update);
    return () => {
      window.removeEventListener('storage', onStorage);
      unlisten();
    };
  }, []);

  function openSignIn(event: MouseEvent<HTMLAnchorElement>) {
    if (name !== null || isModifiedClick(event)) return;
    event.preventDefault();
    openAuthModal('login');
  }

  const accessibleName = name ? namedLabel(name) : label;
  return (
    <Link
      to="/my-account"
      className={name ? `${className} sm:w-auto sm:gap-2 sm:px-3` : className}
      aria-label={accessibleName}
      title={accessibleName}
      aria-haspopup={name === null ? 'dialog' : undefined}
      onClick={openSignIn}
      data-testid="account-link"
    >
      <UserIcon />
      {name ? <span className="hidden max-w-28 truncate text-sm font-semibold sm:inline">{name}</span> : null}
    </Link>
  );
}
