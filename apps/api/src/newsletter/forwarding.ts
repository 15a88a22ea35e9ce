import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../context.js';
import { idleLoop, startLoop, type BackgroundLoop } from '../background-loop.js';
import { forwardNewsletterChoice } from './marketing-client.js';
import { markForwarded, waitingChoices } from './storage.js';

/** Sends one choice to the marketing service and marks it forwarded; throws when the service refuses. */
export async function forwardChoice(context: ApiContext, email: string, subscribed: boolean): Promise<void> {
  const { marketingUrl, marketingKey, marketingListId } = context.config;
  if (!marketingUrl) return;
  const sentAt = new Date().toISOString();
  if (!(await forwardNewsletterChoice({ marketingUrl, marketingKey, marketingListId }, email, subscribed)))
    throw new Error('the marketing service refused the newsletter choice');
  await markForwarded(context.db, email, subscribed, sentAt);
}

/**
 * Choices the marketing service did not take (down, refusing) are sent again every `intervalMs`,
 * oldest first, a batch at a time. Every process may run this: the service takes a repeat as the
 * same choice.
 */
export function startNewsletterRetries(context: ApiContext, log: FastifyBaseLogger, intervalMs: number): BackgroundLoop {
  if (!context.config.marketingUrl) return idleLoop;
  const sweep = async () => {
    try {
      const settled = new Date(Date.now() - Math.min(intervalMs, 60_000)).toISOString();
      const waiting = await waitingChoices(context.db, settled, 50);
      for (const row of waiting) await forwardChoice(context, row.email, row.subscribed === 1);
    } catch (error) {
      log.warn({ err: error }, 'newsletter retry stopped; next round later');
    }
  };
  return startLoop(intervalMs, sweep, (error) => log.warn({ err: error }, 'newsletter retry round failed'));
}
