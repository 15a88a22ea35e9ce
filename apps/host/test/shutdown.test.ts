import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { builtShopAvailable, startBuiltShop, type BuiltShop } from './built-shop.js';

/**
 * A rolling restart stops each host with SIGTERM while it serves traffic. The built host (what `npm run serve`
 * runs) is stopped in the middle of a burst of page and API requests on kept-alive connections: every request it
 * accepted is answered as usual (the last answer on a connection says close), later connections are refused (a
 * load balancer tries another process), nothing is reset or answered 503, and it exits 0.
 */
describe.runIf(builtShopAvailable())('the built host stopping', () => {
  let shop: BuiltShop | undefined;
  afterAll(async () => {
    await shop?.stop();
  });

  it('SIGTERM during a burst answers every accepted request and exits 0', async () => {
    shop = await startBuiltShop({ SHUTDOWN_DRAIN_MS: '15000' });
    const { port } = shop;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect.poll(async () => (await fetch(`${origin}/api/health/ready`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
      // The first render of a page is slow (modules load); the burst measures the stop, not that.
      expect((await fetch(`${origin}/`)).status).toBe(200);

      const outcomes = new Map<string, number>();
      const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      const paths = ['/', '/api/health', '/c/crabs', '/api/stores', '/api/health/ready'];
      const ask = (target: string) =>
        new Promise<void>((resolve) => {
          http
            .get({ host: '127.0.0.1', port, path: target, agent, headers: { host: `localhost:${port}` } }, (response) => {
              response.resume();
              response.on('end', () => {
                const status = response.statusCode ?? 0;
                // Ready may say 503 (shutting down): that is its answer. Nothing else may.
                count(target === '/api/health/ready' && status === 503 ? 'ready 503' : String(status));
                resolve();
              });
              response.on('error', (error: NodeJS.ErrnoException) => {
                count(`cut ${error.code ?? error.message}`);
                resolve();
              });
            })
            .on('error', (error: NodeJS.ErrnoException) => {
              count(error.code === 'ECONNREFUSED' ? 'refused' : `error ${error.code ?? error.message}`);
              resolve();
            });
        });
      let stopping = false;
      const client = async (offset: number) => {
        for (let n = offset; !stopping; n++) await ask(paths[n % paths.length]);
      };
      const clients = Array.from({ length: 6 }, (_, index) => client(index));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const signalled = Date.now();
      shop.process.kill('SIGTERM');
      const code = await shop.exited;
      const exitMs = Date.now() - signalled;
      stopping = true;
      await Promise.all(clients);

      const failures = [...outcomes].filter(([outcome]) => !['200', '301', 'ready 503', 'refused'].includes(outcome));
      expect(failures, `${JSON.stringify(Object.fromEntries(outcomes))}\n${shop.log()}`).toEqual([]);
      expect(outcomes.get('200') ?? 0).toBeGreaterThan(10);
      expect(code, shop.log()).toBe(0);
      expect(exitMs).toBeLessThan(15_000);
    } finally {
      agent.destroy();
    }
  }, 120_000);
});
