import type { ReactNode } from 'react';

interface PageHeaderProps {
  heading: string;
  /** A short line above the heading (e.g. the page's name when the heading is a slogan). */
  kicker?: string | null;
  children?: ReactNode;
}

/** The h1 block of content pages. */
export function PageHeader({ heading, kicker, children }: PageHeaderProps) {
  return (
    <header className="max-w-3xl">
      {kicker ? <p className="text-sm font-semibold tracking-widest text-accent-text uppercase">{kicker}</p> : null}
      <h1 className={`${kicker ? 'mt-2' : ''} text-[2.15rem] leading-[1.1] font-semibold text-navy-900 sm:text-5xl`}>{heading}</h1>
      {children}
    </header>
  );
}
