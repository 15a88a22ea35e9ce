import type { ReactNode } from 'react';
import { IntentLink, type ShopLinkProps } from './links';

const CARD_TITLE_LINK = "after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";

const CARD =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-900/10 transition-shadow hover:shadow-md has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-[var(--focus-ring)]';

/** A card in a grid (a product, a post): the whole card is clickable through its title link, and shows its focus ring. */
export function Card({ children }: { children: ReactNode }) {
  return <article className={CARD}>{children}</article>;
}

/**
 * A card's picture, filling its box and growing a little while the card is hovered (the title names it: alt=""). Cards
 * in the first visible row load it at once (eager).
 */
export function CardPicture({ src, width, height, eager }: { src: string; width: number; height: number; eager: boolean }) {
  const loading = eager ? undefined : 'lazy';
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  );
}

/** A card's title link, stretched over the whole card (which is `relative`): the card is one tab stop, named by its title. */
export function CardTitleLink({ to, children }: ShopLinkProps) {
  return (
    <IntentLink to={to} className={CARD_TITLE_LINK}>
      {children}
    </IntentLink>
  );
}
