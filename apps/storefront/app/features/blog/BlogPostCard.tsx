import { useT } from '~/i18n/useT';
import { Card, CardPicture, CardTitleLink } from '~/ui/cards';
import { ArrowRightIcon } from '~/ui/icons';
import { PostMeta } from './PostMeta';
import type { BlogPostSummary } from './types';

export const BLOG_IMAGE_WIDTH = 800;
export const BLOG_IMAGE_HEIGHT = 450;

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** Cards in the first row load their image eagerly. */
  eager?: boolean;
}

/** A post in a list: image, date and author, title (the link) and excerpt; the whole card is clickable. */
export function BlogPostCard({ post, eager = false }: BlogPostCardProps) {
  const t = useT();
  return (
    <Card>
      {post.image ? (
        <div className="aspect-[16/9] overflow-hidden bg-sand-100">
          <CardPicture src={post.image} width={BLOG_IMAGE_WIDTH} height={BLOG_IMAGE_HEIGHT} eager={eager} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <PostMeta post={post} />
        <h2 className="text-xl leading-snug font-semibold text-navy-900 sm:text-[1.375rem]">
          <CardTitleLink to={post.href}>{post.title}</CardTitleLink>
        </h2>
        {post.excerpt ? <p className="leading-7 text-muted">{post.excerpt}</p> : null}
        <p
          className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-accent-text group-hover:underline"
          aria-hidden="true"
        >
          {t('blog.readMore')}
          <ArrowRightIcon className="size-4" />
        </p>
      </div>
    </Card>
  );
}
