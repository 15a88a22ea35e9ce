import { LanguagesModalHost } from '~/features/languages';
import type { PublicStore } from '~/lib/store';
import { CmsHtml } from '~/ui/CmsHtml';
import { useDocumentHtml } from '~/lib/document-html';
import { Container } from '~/ui/Container';
import { Logo } from './Logo';
import { MainNav, SecondaryNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { ShopTools } from './ShopTools';
import { useReplayedHeaderTap } from './HeaderTaps';
import { HEADER_TOP_ID, type LayoutData } from '~/lib/layout-types';

interface HeaderProps {
  store: PublicStore;
  layout: LayoutData;
}

export function Header({ store, layout }: HeaderProps) {
  useReplayedHeaderTap();
  return (
    <header className="bg-sand-50">
      {layout.headerTopHtml ? (
        <div className="on-dark bg-navy-950 text-sand-50">
          <Container>
            <PromoBar html={layout.headerTopHtml} />
          </Container>
        </div>
      ) : null}
      <Container className="flex h-16 items-center gap-2 sm:h-20">
        <MobileMenu categories={layout.categories} links={layout.menuLinks} />
        <Logo store={store} className="max-xl:mx-auto xl:mr-auto" />
        <SecondaryNav links={layout.menuLinks} />
        <ShopTools />
      </Container>
      <MainNav categories={layout.categories} />
      <LanguagesModalHost />
    </header>
  );
}

function PromoBar({ html }: { html: string }) {
  return <CmsHtml id={HEADER_TOP_ID} html={useDocumentHtml(HEADER_TOP_ID, html)} className="promo-bar py-2 leading-6" />;
}
