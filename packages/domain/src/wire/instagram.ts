import { z } from 'zod';

/** One post of the shop's Instagram feed as the storefront shows it: the image is the shop's own 384 px copy. */
export const instagramPostWire = z.object({
  id: z.string(),
  caption: z.string(),
  permalink: z.string(),
  image: z.string(),
  timestamp: z.string(),
});
export type InstagramPostWire = z.infer<typeof instagramPostWire>;

/** GET /api/ext/instagram/feed: the latest posts, newest first; empty when no feed is configured or none came yet. */
export const instagramFeedWire = z.object({ items: z.array(instagramPostWire) });
export type InstagramFeedWire = z.infer<typeof instagramFeedWire>;
