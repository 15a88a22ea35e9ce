import sharp from 'sharp';
import type { InstagramPostWire } from '@shoreline/domain/wire/instagram';
import { fetchRecentPosts, type GraphPost } from './graph-client.js';
import { sniffFormat } from '../media/index.js';

export interface InstagramFeedOptions {
  graphUrl: string;
  token: string;
  /** The spec's feed limit: six posts. */
  limit: number;
  /** A copy younger than this is served as it is; an older one is served while a fresh one is fetched. */
  freshMs: number;
  /** How long a call waits for the very first fetch before answering without posts. */
  firstWaitMs: number;
  timeoutMs: number;
  warn: (message: string) => void;
  fetch?: typeof fetch;
}

/** The spec's Instagram thumbnail: 384 x 384. */
export const PICTURE_SIZE = 384;

interface Copy {
  posts: GraphPost[];
  fetchedAt: number;
}

/**
 * The shop's latest Instagram posts, kept in memory and refreshed in the background (stale while revalidate):
 * a page never waits on Instagram except, briefly, for the first fetch after a start. A failed refresh keeps the
 * last good copy. Pictures are fetched once per post and served as the shop's own 384 px WebP, so shoppers'
 * browsers never call Instagram's CDN (no third-party origin in the CSP, no tracking) and the CDN's expiring
 * addresses never reach a cached page.
 */
export class InstagramFeed {
  private copy: Copy | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly pictures = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly options: InstagramFeedOptions) {}

  async latest(): Promise<InstagramPostWire[]> {
    const now = Date.now();
    if (!this.copy || now - this.copy.fetchedAt > this.options.freshMs) {
      const refresh = this.refresh();
      if (!this.copy) await Promise.race([refresh, new Promise((resolve) => setTimeout(resolve, this.options.firstWaitMs).unref())]);
    }
    return (this.copy?.posts ?? []).map((post) => ({
      id: post.id,
      caption: post.caption,
      permalink: post.permalink,
      image: `/media/instagram/${encodeURIComponent(post.id)}.webp`,
      timestamp: post.timestamp,
    }));
  }

  /** A post's picture at 384 px, or null when the post is not in the feed or its picture cannot be had. */
  picture(id: string): Promise<Buffer | null> {
    const post = this.copy?.posts.find((candidate) => candidate.id === id);
    if (!post) return Promise.resolve(null);
    let picture = this.pictures.get(post.id);
    if (!picture) {
      picture = this.fetchPicture(post).then((buffer) => {
        if (!buffer) this.pictures.delete(post.id);
        return buffer;
      });
      this.pictures.set(post.id, picture);
    }
    return picture;
  }

  private refresh(): Promise<void> {
    this.refreshing ??= fetchRecentPosts({
      graphUrl: this.options.graphUrl,
      token: this.options.token,
      limit: this.options.limit,
      timeoutMs: this.options.timeoutMs,
      fetch: this.options.fetch,
    })
      .then((posts) => {
        this.copy = { posts: posts.slice(0, this.options.limit), fetchedAt: Date.now() };
        const kept = new Set(posts.map((post) => post.id));
        for (const id of this.pictures.keys()) if (!kept.has(id)) this.pictures.delete(id);
      })
      .catch((error: unknown) => {
        this.options.warn(`instagram: the feed could not be fetched (${(error as Error).message}); keeping the last copy`);
        // Ask again after a tenth of the fresh time, not on every call while Instagram is down.
        if (this.copy) this.copy.fetchedAt = Date.now() - this.options.freshMs * 0.9;
        else this.copy = { posts: [], fetchedAt: Date.now() - this.options.freshMs * 0.9 };
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async fetchPicture(post: GraphPost): Promise<Buffer | null> {
    try {
      const answer = await (this.options.fetch ?? fetch)(post.pictureUrl, { signal: AbortSignal.timeout(this.options.timeoutMs) });
      if (!answer.ok) throw new Error(`the picture answered ${answer.status}`);
      const source = Buffer.from(await answer.arrayBuffer());
      // Only what a photo is: libvips also reads the SVG of the shop's own media (mail pictures), never a remote one.
      if (!sniffFormat(source)) throw new Error('the picture is not a JPEG, PNG or WebP');
      return await sharp(source, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer();
    } catch (error) {
      this.options.warn(`instagram: post ${post.id}'s picture could not be had (${(error as Error).message})`);
      return null;
    }
  }
}
