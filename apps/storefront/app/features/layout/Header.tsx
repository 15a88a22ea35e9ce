import { LanguagesModalHost } from '~/features/languages';
import type { PublicStore } from '~/lib/store';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { Logo } from './Logo';
import { MainNav, SecondaryNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { ShopTools } from './ShopTools';
import { useReplayedHeaderTap } from './HeaderTaps';
import type { LayoutData } from '~/lib/layout-types';

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
            <CmsHtml html={layout.headerTopHtml} className="promo-bar py-2 leading-6" />
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
