import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalHref } from '~/lib/links';

interface AppLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** Internal paths navigate client-side; anything else is a plain anchor. */
export function AppLink({ href, className, children, onClick }: AppLinkProps) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} className={className} prefetch="intent" onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
