import { useT } from '~/i18n/useT';
import type { PlaceText, PublicStore } from '~/lib/store';
import { CmsHtml } from '~/ui/CmsHtml';
import { Container } from '~/ui/Container';
import { footerBlockId, type FooterBlock } from '~/lib/layout-types';
import { useDocumentHtml } from '~/lib/document-html';

interface FooterProps {
  store: PublicStore;
  blocks: FooterBlock[];
  year: number;
}

const HAS_HEADING = /<h[1-6][\s>]/i;

export function Footer({ store, blocks, year }: FooterProps) {
  const t = useT();
  return (
    <footer className="on-dark mt-20 bg-navy-900 text-sand-50">
      {blocks.length > 0 || store.place ? (
        <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
          {blocks.map((block) => (
            <FooterSection key={block.identifier} block={block} />
          ))}
          {store.place ? <PlaceSection store={store} place={store.place} /> : null}
        </Container>
      ) : null}
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm text-navy-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, store: store.name })}</p>
          <p>{store.tagline || t('footer.tagline')}</p>
        </Container>
      </div>
    </footer>
  );
}

/** The store's own record: where it is, its phone and hours (never CMS text, which the record would contradict). */
function PlaceSection({ store, place }: { store: PublicStore; place: PlaceText }) {
  const t = useT();
  return (
    <section className="text-[0.95rem] leading-7 text-navy-200" data-testid="store-place">
      <h2 className="mb-3 text-lg font-semibold text-sand-50">{t('footer.place.title')}</h2>
      <address className="not-italic">
        {store.name}
        {place.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {place.telephone ? (
          <a href={`tel:+1${place.telephone}`} className="inline-block min-h-6 underline">
            {t('store.phone', { phone: place.telephoneText })}
          </a>
        ) : null}
      </address>
      {place.openingHours ? <p>{t('footer.place.hours', { hours: place.openingHours })}</p> : null}
    </section>
  );
}

/** A CMS block of the footer, titled when its HTML has no heading of its own. */
function FooterSection({ block }: { block: FooterBlock }) {
  const id = footerBlockId(block.identifier);
  const html = useDocumentHtml(id, block.html);
  return (
    <section className="text-[0.95rem] leading-7 text-navy-200">
      {block.title && !HAS_HEADING.test(html) ? <h2 className="mb-3 text-lg font-semibold text-sand-50">{block.title}</h2> : null}
      <CmsHtml id={id} html={html} className="cms-links [&_h2]:text-sand-50" />
    </section>
  );
}
