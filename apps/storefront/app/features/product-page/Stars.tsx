const MAX_STARS = 5;
const STARS = '★★★★★';

interface StarsProps {
  rating: number;
  /** The text alternative, e.g. "Rated 4.5 out of 5". */
  label: string;
  /** Tailwind text size class. */
  className?: string;
}

/** Five stars filled to the rating (partly for fractions), announced by their label. */
export function Stars({ rating, label, className = 'text-lg' }: StarsProps) {
  const filled = (Math.max(0, Math.min(MAX_STARS, rating)) / MAX_STARS) * 100;
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-block shrink-0 leading-none tracking-wide whitespace-nowrap text-navy-900/25 ${className}`}
    >
      {STARS}
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden text-accent-text" style={{ width: `${filled}%` }}>
        {STARS}
      </span>
    </span>
  );
}
