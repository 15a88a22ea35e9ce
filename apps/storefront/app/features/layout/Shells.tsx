import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { Container } from '~/ui/Container';
import { Footer, MinimalFooter } from './Footer';
import { Header } from './Header';
import { Logo } from './Logo';
import { OverlayHost } from './OverlayHost';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}

/** Header, main and footer: the shop's default frame, with the page's toasts and minicart. */
export function DefaultShell({ children }: { children: ReactNode }) {
  const data = useRootData();
  if (!data) return <BareShell>{children}</BareShell>;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header store={data.store} layout={data.layout} />
      <Main>{children}</Main>
      <Footer store={data.store} blocks={data.layout.footerBlocks} year={data.year} />
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
      <SkipLink />
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
  return (
    <>
      <SkipLink />
      <Main>{children}</Main>
    </>
  );
}
