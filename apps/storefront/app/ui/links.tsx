import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ShopLinkProps {
  to: string;
  children: ReactNode;
}

const PILL_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-navy-900 shadow-sm ring-1 ring-navy-900/15 hover:bg-sand-100';

/** A rounded link to a category: the search's matching categories, a category's children. */
export function PillLink({ to, children }: ShopLinkProps) {
  return (
    <IntentLink to={to} className={PILL_LINK}>
      {children}
    </IntentLink>
  );
}

/** A link inside the shop that starts loading its page when the pointer rests on it or it takes focus. */
export function IntentLink({ to, className, children }: ShopLinkProps & { className: string }) {
  return (
    <Link to={to} prefetch="intent" className={className}>
      {children}
    </Link>
  );
}
