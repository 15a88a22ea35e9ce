import { Breadcrumbs, type Crumb, PageHeader } from '~/features/content';
import { useT } from '~/i18n/useT';
import { Container } from '~/ui/Container';
import { BlogCategoryNav } from './BlogCategoryNav';
import { BlogPostCard } from './BlogPostCard';
import { BLOG_PATH } from './blog-links';
import { Pagination } from './Pagination';
import type { BlogListData } from './types';

const EAGER_CARDS = 3;

/** The blog or one of its categories: heading, category chips, post cards and paging. */
export function BlogListView({ list }: { list: BlogListData }) {
  const t = useT();
  const { category, paging } = list;
  const crumbs: Crumb[] = [
    { label: t('content.home'), href: '/' },
    { label: t('blog.title'), href: BLOG_PATH },
  ];
  if (category) crumbs.push({ label: category.title, href: category.href });
  const pageNote = paging.pages > 1 ? t('blog.pageOf', { page: paging.page, pages: paging.pages }) : null;
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 sm:mt-8">
        <PageHeader heading={category ? category.title : t('blog.title')} kicker={category ? t('blog.title') : null}>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{category ? category.description : t('blog.intro')}</p>
          {pageNote ? <p className="mt-2 text-sm text-muted">{pageNote}</p> : null}
        </PageHeader>
      </div>
      <div className="mt-8">
        <BlogCategoryNav categories={list.categories} current={category?.slug ?? null} />
      </div>
      {list.posts.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, index) => (
            <li key={post.slug}>
              <BlogPostCard post={post} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-lg text-muted">{t('blog.empty')}</p>
      )}
      <Pagination paging={paging} />
    </Container>
  );
}
