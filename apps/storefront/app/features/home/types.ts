import type { ProductCardData } from '~/features/product';

export interface BannerData {
  title: string;
  subtitle: string;
  cta: string;
  href: string;
  image: string | null;
}

export interface HomeData {
  seo: { title: string; description: string };
  hero: BannerData | null;
  tiles: BannerData[];
  featured: ProductCardData[];
  newArrivals: ProductCardData[];
  bestsellers: ProductCardData[];
}
