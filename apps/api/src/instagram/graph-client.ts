import { z } from 'zod';

/**
 * The Instagram Graph API's media list (GET {graph}/me/media with the account's long-lived token). Only the
 * fields the feed block shows are asked for; a video's still is its thumbnail_url.
 */
const mediaPage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      caption: z.string().optional(),
      media_type: z.string(),
      media_url: z.string().optional(),
      thumbnail_url: z.string().optional(),
      permalink: z.string(),
      timestamp: z.string(),
    }),
  ),
});

export interface GraphPost {
  id: string;
  caption: string;
  permalink: string;
  /** Where the picture is fetched from (the CDN address the Graph API gave, valid for a while). */
  pictureUrl: string;
  timestamp: string;
}

export const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp';

export async function fetchRecentPosts(options: {
  graphUrl: string;
  token: string;
  limit: number;
  timeoutMs: number;
  fetch?: typeof fetch;
}): Promise<GraphPost[]> {
  const url = new URL(`${options.graphUrl.replace(/\/+$/, '')}/me/media`);
  url.searchParams.set('fields', MEDIA_FIELDS);
  url.searchParams.set('limit', String(options.limit));
  // The token travels in the Authorization header, never in a URL that a log could keep.
  const answer = await (options.fetch ?? fetch)(url, {
    headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!answer.ok) throw new Error(`Instagram answered ${answer.status}`);
  const page = mediaPage.parse(await answer.json());
  return page.data.flatMap((item) => {
    const pictureUrl = item.media_type === 'VIDEO' ? item.thumbnail_url : item.media_url;
    if (!pictureUrl) return [];
    return [{ id: item.id, caption: item.caption ?? '', permalink: item.permalink, pictureUrl, timestamp: item.timestamp }];
  });
}
