import { Link } from 'react-router';
import { useDocumentHtml } from '~/lib/document-html';
import { useRootData } from '~/lib/root-data';
import type { PublicStore } from '~/lib/store';

interface LogoProps {
  store: PublicStore;
  className?: string;
}

/** The element that holds a logo the page carries (logo.server.ts). */
export const STORE_LOGO_ID = 'store-logo';
export const LOGO_CLASS = 'h-9 w-auto max-w-[11rem] sm:h-11 sm:max-w-[15rem]';

/** The store's logo linking home; the image's alt (the store name) names the link. */
export function Logo({ store, className = '' }: LogoProps) {
  const inlineHtml = useRootData()?.logoHtml;
  return (
    <Link to="/" className={`inline-flex shrink-0 items-center ${className}`.trim()}>
      {inlineHtml ? (
        <InlineLogo html={inlineHtml} />
      ) : (
        <img src={store.logo} alt={store.name} height={40} fetchPriority="low" className={LOGO_CLASS} />
      )}
    </Link>
  );
}

function InlineLogo({ html }: { html: string }) {
  return <span id={STORE_LOGO_ID} className="contents" dangerouslySetInnerHTML={{ __html: useDocumentHtml(STORE_LOGO_ID, html) }} />;
}
