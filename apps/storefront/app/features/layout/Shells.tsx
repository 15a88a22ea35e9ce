import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { Container } from '~/ui/Container';
import { Logo } from './Logo';
import { MinimalFooter } from './MinimalFooter';
import { OverlayHost } from './OverlayHost';
import { MAIN_CONTENT_ID } from './main-content';
import { lazyNamed } from '~/lib/lazy-named';

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}

/**
 * The default frame's header and footer hydrate on their own, once their chunk is in (React leaves the server's
 * HTML as it is until then: links and forms work as plain HTML, and the page's own content hydrates first).
 * Their code, the header's tools and menus included, is no part of a page's first load. A page rendered in the
 * browser without them (coming from the checkout) shows the header's height until they arrive.
 */
const Header = lazyNamed(() => import('./DefaultFrame'), 'Header');
const Footer = lazyNamed(() => import('./DefaultFrame'), 'Footer');

/** Header, main and footer: the shop's default frame, with the page's toasts and minicart. */
export function DefaultShell({ children }: { children: ReactNode }) {
  const data = useRootData();
  if (!data) return <BareShell>{children}</BareShell>;
  return (
    <div className="flex min-h-dvh flex-col">
      <Suspense fallback={<div className="h-16 bg-sand-50 sm:h-20" />}>
        <Header store={data.store} layout={data.layout} />
      </Suspense>
      <Main>{children}</Main>
      <Suspense fallback={null}>
        <Footer store={data.store} blocks={data.layout.footerBlocks} year={data.year} />
      </Suspense>
      <OverlayHost withMinicart />
    </div>
  );
}

/** Logo-only header and a small footer (checkout, error pages), with the page's toasts. */
export function MinimalShell({ children }: { children: ReactNode }) {
  const t = useT();
  const data = useRootData();
  if (!data) return <BareShell>{children}</BareShell>;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-navy-900/10 bg-sand-50">
        <Container className="flex h-16 items-center justify-between gap-4 sm:h-20">
          <Logo store={data.store} />
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-navy-900 underline-offset-4 hover:underline"
          >
            {t('minimal.backToShop')}
          </Link>
        </Container>
      </header>
      <Main>{children}</Main>
      <MinimalFooter store={data.store} year={data.year} />
      <OverlayHost />
    </div>
  );
}

/** Nothing around the content (style guide; also the fallback when the root data is missing). */
export function BareShell({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}
