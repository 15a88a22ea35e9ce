import { useT } from '~/i18n/useT';
import type { BlogPostSummary } from './types';

/** "May 4, 2026 · By Erin Callahan" */
export function PostMeta({ post, className = '' }: { post: Pick<BlogPostSummary, 'date' | 'author'>; className?: string }) {
  const t = useT();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className}`.trim()}>
      {post.date ? <time dateTime={post.date.iso}>{post.date.label}</time> : null}
      {post.date && post.author ? <span aria-hidden="true">·</span> : null}
      {post.author ? <span>{t('blog.byAuthor', { author: post.author })}</span> : null}
    </p>
  );
}
