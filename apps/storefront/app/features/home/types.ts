import type { ProductCardData } from '~/features/product';
import type { HowItWorksKind } from './how-it-works';

export interface BannerData {
  title: string;
  subtitle: string;
  cta: string;
  href: string;
  image: string | null;
  /** The hero's picture as an <img> whose source is the SVG itself (or IN_DOCUMENT, see ~/lib/document-html). */
  inlinePicture?: string;
}

export interface HomeData {
  seo: { title: string; description: string };
  hero: BannerData | null;
  tiles: BannerData[];
  featured: ProductCardData[];
  newArrivals: ProductCardData[];
  bestsellers: ProductCardData[];
  /** Which "how it works" block the store's home shows. */
  howItWorks: HowItWorksKind;
  /** The Instagram feed block as server-made HTML, or null without posts. */
  instagramHtml: string | null;
}
