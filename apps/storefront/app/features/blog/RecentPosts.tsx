import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { BlogPostSummary } from './types';
import { DecorativeImage } from '~/ui/DecorativeImage';

/** The newest posts beside (or below) a post. */
export function RecentPosts({ posts }: { posts: BlogPostSummary[] }) {
  const t = useT();
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200">
      <h2 id={headingId} className="text-xl font-semibold text-navy-900">
        {t('blog.recentPosts')}
      </h2>
      <ul className="mt-4 grid gap-4">
        {posts.map((post) => (
          <li key={post.slug} className="flex items-start gap-3">
            <DecorativeImage
              src={post.image}
              width={96}
              height={54}
              decoding="async"
              className="mt-1 aspect-[16/9] w-24 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0">
              <Link to={post.href} prefetch="intent" className="font-medium leading-snug text-navy-900 underline-offset-4 hover:underline">
                {post.title}
              </Link>
              {post.date ? (
                <p className="mt-0.5 text-sm text-muted">
                  <time dateTime={post.date.iso}>{post.date.label}</time>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
