import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT stop taking connections, let in-flight requests finish and
 * close the database (Fastify's close runs the onClose hooks). A second signal,
 * or a close that hangs, exits at once.
 */
export function closeOnSignals(app: FastifyInstance, timeoutMs = 10_000): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
