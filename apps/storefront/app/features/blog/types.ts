import type { PageSeo } from '~/features/seo';
import type { DisplayDate } from './publish-date';

export interface BlogCategoryLink {
  slug: string;
  href: string;
  title: string;
  description: string;
}

/** A post in a list (the blog, a category, recent posts). */
export interface BlogPostSummary {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  author: string;
  image: string | null;
  date: DisplayDate | null;
}

export interface BlogPaging {
  page: number;
  pages: number;
  /** The list's own path; pages link to it with ?page=. */
  path: string;
}

/** /blog and /blog/category/:slug */
export interface BlogListData {
  category: BlogCategoryLink | null;
  posts: BlogPostSummary[];
  categories: BlogCategoryLink[];
  paging: BlogPaging;
  seo: PageSeo;
}

/** /blog/:slug */
export interface BlogPostData {
  post: BlogPostSummary & {
    html: string;
    metaTitle: string;
    metaDescription: string;
    categories: BlogCategoryLink[];
  };
  recent: BlogPostSummary[];
  seo: PageSeo;
}
