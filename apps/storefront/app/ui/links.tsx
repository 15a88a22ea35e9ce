import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ShopLinkProps {
  to: string;
  children: ReactNode;
}

const CARD_TITLE_LINK = "after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";
const PILL_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-navy-900 shadow-sm ring-1 ring-navy-900/15 hover:bg-sand-100';

/** A card's title link, stretched over the whole card (which is `relative`): the card is one tab stop, named by its title. */
export function CardTitleLink({ to, children }: ShopLinkProps) {
  return <IntentLink to={to} className={CARD_TITLE_LINK} label={children} />;
}

/** A rounded link to a category: the search's matching categories, a category's children. */
export function PillLink({ to, children }: ShopLinkProps) {
  return <IntentLink to={to} className={PILL_LINK} label={children} />;
}

function IntentLink({ to, className, label }: { to: string; className: string; label: ReactNode }) {
  return (
    <Link to={to} prefetch="intent" className={className}>
      {label}
    </Link>
  );
}
