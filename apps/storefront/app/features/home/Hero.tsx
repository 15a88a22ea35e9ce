import { useT } from '~/i18n/useT';
import { AppLink } from '~/ui/AppLink';
import { buttonClass } from '~/ui/button';
import { Container } from '~/ui/Container';
import { ArrowRightIcon } from '~/ui/icons';
import { useDocumentHtml } from '~/lib/document-html';
import { HERO_PICTURE_CLASS, HERO_PICTURE_ID } from './hero-picture';
import type { BannerData } from './types';

interface HeroProps {
  hero: BannerData | null;
  tiles: BannerData[];
  /** Used as the page's h1 when there is no main banner. */
  fallbackHeading: string;
}

/** The first main banner, large and server-rendered; the other banners as small tiles. */
export function Hero({ hero, tiles, fallbackHeading }: HeroProps) {
  const t = useT();
  return (
    <section aria-label={t('home.heroLabel')} className="pt-4 sm:pt-8">
      <Container>
        {hero ? <MainBanner banner={hero} /> : <h1 className="sr-only">{fallbackHeading}</h1>}
        {tiles.length > 0 ? (
          <div className="mt-4 sm:mt-6">
            <h2 className="sr-only">{t('home.moreOffers')}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              {tiles.map((tile) => (
                <li key={`${tile.href}-${tile.title}`}>
                  <BannerTile banner={tile} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Container>
    </section>
  );
}

/** How each kind of banner loads its picture: the main one first of all (it is the page's largest paint), tiles lazily. */
const PICTURES = {
  main: { width: 1200, height: 500, load: { fetchPriority: 'high' }, zoom: '', className: HERO_PICTURE_CLASS },
  tile: {
    width: 480,
    height: 270,
    load: { loading: 'lazy', decoding: 'async' },
    zoom: ' transition-transform duration-300 group-hover:scale-[1.03]',
    className: HERO_PICTURE_CLASS,
  },
} as const;

/** A banner's picture (decorative: the title says what it offers), filling its frame and cropped from the right. */
function BannerPicture({ banner, kind, frameClass }: { banner: BannerData; kind: keyof typeof PICTURES; frameClass: string }) {
  if (!banner.image) return null;
  const { width, height, load, zoom, className } = PICTURES[kind];
  return (
    <div className={`relative ${frameClass}`}>
      <img src={banner.image} alt="" width={width} height={height} {...load} className={`${className}${zoom}`} />
    </div>
  );
}

/** The hero's picture carried inside the page (see hero-picture.ts); its HTML is made on the server. */
function InlineHeroPicture({ html, frameClass }: { html: string; frameClass: string }) {
  const pictureHtml = useDocumentHtml(HERO_PICTURE_ID, html);
  return <div id={HERO_PICTURE_ID} className={`relative ${frameClass}`} dangerouslySetInnerHTML={{ __html: pictureHtml }} />;
}

// Above the words on a phone, beside them (right) on a wide screen; after them in the document, so that the heading,
// the page's largest paint, is parsed before the picture's shapes and paints with the first paint.
const MAIN_FRAME = 'order-first aspect-[3/2] sm:aspect-[12/5] lg:order-none lg:col-span-7 lg:aspect-auto lg:min-h-[26rem]';

function MainBanner({ banner }: { banner: BannerData }) {
  return (
    <div className="on-dark grid overflow-hidden rounded-3xl bg-navy-900 text-sand-50 shadow-lg lg:grid-cols-12">
      <div className="flex flex-col justify-center gap-4 px-6 py-8 sm:px-10 sm:py-10 lg:col-span-5 lg:px-12 lg:py-12">
        <h1 className="text-[2.15rem] leading-[1.1] font-semibold sm:text-5xl xl:text-[3.25rem]">{banner.title}</h1>
        {banner.subtitle ? <p className="max-w-prose text-lg leading-8 text-navy-200">{banner.subtitle}</p> : null}
        {banner.cta ? (
          <p className="mt-2">
            <AppLink href={banner.href} className={buttonClass('primary')}>
              {banner.cta}
              <ArrowRightIcon className="size-5" />
            </AppLink>
          </p>
        ) : null}
      </div>
      {banner.inlinePicture ? (
        <InlineHeroPicture html={banner.inlinePicture} frameClass={MAIN_FRAME} />
      ) : (
        <BannerPicture banner={banner} kind="main" frameClass={MAIN_FRAME} />
      )}
    </div>
  );
}

function BannerTile({ banner }: { banner: BannerData }) {
  return (
    <div className="group relative flex h-full items-stretch overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-900/10 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-[var(--focus-ring)] sm:flex-col">
      <BannerPicture banner={banner} kind="tile" frameClass="w-2/5 shrink-0 bg-sand-100 sm:aspect-[16/9] sm:w-full" />
      <div className="flex min-h-32 flex-1 flex-col justify-center gap-1 p-4 sm:p-5">
        <h3 className="text-lg leading-snug font-semibold text-navy-900 sm:text-xl">
          <AppLink href={banner.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {banner.title}
          </AppLink>
        </h3>
        {banner.subtitle ? <p className="text-sm leading-6 text-muted">{banner.subtitle}</p> : null}
        {banner.cta ? (
          <p
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-accent-text group-hover:underline"
            aria-hidden="true"
          >
            {banner.cta}
            <ArrowRightIcon className="size-4" />
          </p>
        ) : null}
      </div>
    </div>
  );
}
