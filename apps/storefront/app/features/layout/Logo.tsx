import { Link } from 'react-router';
import type { PublicStore } from '~/lib/store';

interface LogoProps {
  store: PublicStore;
  className?: string;
}

/** The store's logo linking home; the image's alt (the store name) names the link. */
export function Logo({ store, className = '' }: LogoProps) {
  return (
    <Link to="/" className={`inline-flex shrink-0 items-center ${className}`.trim()}>
      <img
        src={store.logo}
        alt={store.name}
        height={40}
        fetchPriority="low"
        className="h-9 w-auto max-w-[11rem] sm:h-11 sm:max-w-[15rem]"
      />
    </Link>
  );
}
