import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context.js';
import { startSweep, type BackgroundLoop } from '../../background-loop.js';
import type { OrderSelfService } from '../self-service/self-service.js';
import { RecipientDay } from './recipient-day.js';
import { registerRecipientDayRoutes } from './recipient-day-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gifts whose recipient chooses the day (issue 38); tests drive the window's sweep. */
    recipientDay: RecipientDay;
  }
}

const DEFAULT_INTERVAL_MS = 5 * 60_000;

/**
 * Starts the recipient's day: its routes (and the gift message change's), and a background loop (every
 * RECIPIENT_DAY_INTERVAL_MS, and once at start) that finds the windows that passed without a choice.
 */
export function startRecipientDay(
  app: FastifyInstance,
  context: ApiContext,
  { orderChanges }: { orderChanges: OrderSelfService },
): BackgroundLoop {
  const recipientDay = new RecipientDay(context);
  registerRecipientDayRoutes(app, context, { recipientDay, orderChanges });
  app.decorate('recipientDay', recipientDay);
  return startSweep(
    {
      env: process.env,
      variable: 'RECIPIENT_DAY_INTERVAL_MS',
      defaultMs: DEFAULT_INTERVAL_MS,
      failed: 'looking for passed recipient windows failed',
    },
    () => recipientDay.lapseDue(),
    context.log,
  );
}
