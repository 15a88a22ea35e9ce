/** What the benchmarks share: percentiles, JSON posts to the API and the host's production environment. */

/** The p-th percentile of ascending `sorted` values (NaN when there are none). */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export type Envelope = { code: number; result: unknown };

/** POSTs JSON (or nothing) to the API at `base` and answers its envelope. */
export const jsonPoster =
  (base: string) =>
  async (url: string, body?: unknown): Promise<Envelope> =>
    (await (
      await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? '' : JSON.stringify(body),
      })
    ).json()) as Envelope;

/** The environment the built host runs with in production, on this port and data folder, paying in test mode. */
export const productionHostEnv = (port: number, dataDir: string) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PAYMENT_MODE: 'test',
});
