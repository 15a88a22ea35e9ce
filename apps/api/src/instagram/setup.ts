import type { ApiConfig } from '../config.js';
import { InstagramFeed } from './feed.js';
import { startInstagramStandIn } from './stand-in.js';

/** The spec's feed limit and thumbnail size live in its constants; six posts. */
const FEED_LIMIT = 6;

/**
 * The feed this process serves: Instagram's with INSTAGRAM_TOKEN; in test mode without one, the local stand-in's
 * (the shop looks whole on a developer's machine and in the e2e suite); in live mode without one, none.
 */
export async function createInstagramFeed(
  config: Pick<ApiConfig, 'instagram' | 'paymentMode'>,
  warn: (message: string) => void,
): Promise<{ feed: InstagramFeed | null; close: () => Promise<void> }> {
  const { token, graphUrl, freshMs, firstWaitMs } = config.instagram;
  const options = { limit: FEED_LIMIT, freshMs, firstWaitMs, timeoutMs: 5000, warn };
  if (token) return { feed: new InstagramFeed({ ...options, graphUrl, token }), close: async () => undefined };
  if (config.paymentMode !== 'test') return { feed: null, close: async () => undefined };
  const standIn = await startInstagramStandIn({ port: 0, host: '127.0.0.1' });
  return { feed: new InstagramFeed({ ...options, graphUrl: standIn.graphUrl, token: standIn.token }), close: standIn.close };
}
