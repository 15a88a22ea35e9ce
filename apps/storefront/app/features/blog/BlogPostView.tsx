import { Link } from 'react-router';
import { ArticleLayout, PROSE_CLASS } from '~/features/content';
import { useT } from '~/i18n/useT';
import { CmsHtml } from '~/ui/CmsHtml';
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH } from './BlogPostCard';
import { BLOG_PATH } from './blog-links';
import { PostMeta } from './PostMeta';
import { RecentPosts } from './RecentPosts';
import type { BlogPostData } from './types';

/** One post: title, date and author, image, the article, its categories and the recent posts. */
export function BlogPostView({ data: { post, recent } }: { data: BlogPostData }) {
  const t = useT();
  return (
    <ArticleLayout
      crumbs={[
        { label: t('content.home'), href: '/' },
        { label: t('blog.title'), href: BLOG_PATH },
        { label: post.title, href: post.href },
      ]}
      aside={
        <div className="lg:sticky lg:top-6">
          <RecentPosts posts={recent} />
          <p className="mt-6">
            <Link
              to={BLOG_PATH}
              className="inline-flex min-h-11 items-center font-semibold text-accent-text underline-offset-4 hover:underline"
            >
              {t('blog.backToBlog')}
            </Link>
          </p>
        </div>
      }
    >
      <header className="max-w-3xl">
        <h1 className="text-[2.15rem] leading-[1.1] font-semibold text-navy-900 sm:text-5xl">{post.title}</h1>
        <PostMeta post={post} className="mt-4 text-base" />
      </header>
      {post.image ? (
        <img
          src={post.image}
          alt=""
          width={BLOG_IMAGE_WIDTH}
          height={BLOG_IMAGE_HEIGHT}
          fetchPriority="high"
          className="mt-8 aspect-[16/9] w-full rounded-3xl bg-sand-100 object-cover"
        />
      ) : null}
      <CmsHtml html={post.html} className={`${PROSE_CLASS} mt-8 sm:mt-10`} />
      {post.categories.length > 0 ? (
        <p className="mt-10 flex flex-wrap items-center gap-2 border-t border-navy-900/10 pt-6 text-sm text-muted">
          <span>{t('blog.postedIn')}</span>
          {post.categories.map((category) => (
            <Link
              key={category.slug}
              to={category.href}
              prefetch="intent"
              className="inline-flex min-h-8 items-center rounded-full bg-white px-3 font-medium text-navy-900 ring-1 ring-navy-900/15 hover:bg-sand-100"
            >
              {category.title}
            </Link>
          ))}
        </p>
      ) : null}
    </ArticleLayout>
  );
}
