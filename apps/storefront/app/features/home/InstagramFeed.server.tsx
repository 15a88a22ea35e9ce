import { renderToStaticMarkup } from 'react-dom/server';
import type { InstagramPostWire } from '@shoreline/domain/wire/instagram';
import type { Translate } from '~/i18n/translate';
import { BELOW_FOLD } from './below-fold';
import { Container } from '~/ui/Container';

/** The spec's Instagram thumbnails: 384 x 384. */
const SIZE = 384;

function Feed({ posts, t }: { posts: InstagramPostWire[]; t: Translate }) {
  return (
    <section aria-labelledby="instagram-title" className={`pt-14 sm:pt-20 ${BELOW_FOLD}`}>
      <Container>
        <h2 id="instagram-title" className="text-3xl font-semibold text-navy-900 sm:text-4xl">
          {t('home.instagram.title')}
        </h2>
        <p className="mt-2 text-muted">{t('home.instagram.subtitle')}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {posts.map((post) => (
            <li key={post.id}>
              <a
                href={post.permalink}
                target="_blank"
                rel="noopener noreferrer"
                title={t('home.instagram.open')}
                className="block overflow-hidden rounded-2xl ring-1 ring-sand-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-900"
              >
                <img
                  src={post.image}
                  alt={post.caption.slice(0, 140)}
                  width={SIZE}
                  height={SIZE}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition-transform duration-300 hover:scale-105"
                />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * The feed block as HTML made on the server: the home page shows it as it came (no component of it in the
 * page's scripts, nothing to hydrate). Null without posts: no empty heading.
 */
export function renderInstagramHtml(posts: InstagramPostWire[], t: Translate): string | null {
  return posts.length === 0 ? null : renderToStaticMarkup(<Feed posts={posts.slice(0, 6)} t={t} />);
}
