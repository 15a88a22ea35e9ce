import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { placeOrder } from './fixtures.js';
import { engines, startApi, type RunningApi } from './harness.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(engines)('/metrics and /api/health/ready on $name', (engine) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi(engine, { metricsToken: TOKEN });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const scrape = (authorization?: string) => fetch(`${api.baseUrl}/metrics`, authorization ? { headers: { authorization } } : {});

  it('refuses /metrics without the token, or with another, in the envelope', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      expect(await response.json()).toMatchObject({ code: 401 });
    }
  });

  it('exposes the named series in the Prometheus text format with the token', async () => {
    await placeOrder(api, { email: 'metrics@example.com' });
    await api.request('GET', '/api/cart/totals?cartId=no-such-cart');
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    // Requests by route pattern (never the URL) and status, with latency buckets.
    expect(text).toMatch(/shoreline_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/order",method="POST",status="200"\} 1/);
    expect(text).toMatch(/shoreline_http_request_duration_seconds_count\{route="\/api\/cart\/totals",method="GET",status="\d{3}"\}/);
    expect(text).not.toContain('no-such-cart');
    expect(text).toContain('shoreline_orders_placed_total{store="main",payment_method="cashondelivery"} 1');
    expect(text).toMatch(/shoreline_payments\{method="cashondelivery",state="\w+"\} 1/);
    expect(text).toMatch(/shoreline_catalog_version \d+/);
    expect(text).toMatch(/shoreline_catalog_rebuild_seconds_count \d+/);
    expect(text).toMatch(/shoreline_catalog_build_seconds [\d.e-]+/);
    expect(text).toContain('shoreline_outbox_depth{outbox="marketing"} 0');
    expect(text).toContain('shoreline_outbox_oldest_age_seconds{outbox="ecards"} 0');
    expect(text).toContain('# TYPE shoreline_page_cache_requests_total counter');
    expect(text).toContain('shoreline_db_pool_connections{state="max"}');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (engine.name === 'postgres') expect(text).toMatch(/shoreline_db_pool_connections\{state="idle"\} \d+/);
  });

  it('is ready once the database, the migrations and the catalog are', async () => {
    const response = await api.request('GET', '/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 200, result: { status: 'ready' } });
  });

  it('answers /metrics with 404 when no token is configured', async () => {
    const bare = await startApi(engine);
    try {
      const response = await fetch(`${bare.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404 });
    } finally {
      await bare.stop();
    }
  });

  it('is not ready while a migration this build knows has not run', async () => {
    const behind = await startApi(engine);
    try {
      const opened = await openDatabase(behind.config);
      try {
        // As if the database were older than the build: its newest migration is not recorded.
        await opened.db
          .deleteFrom('kysely_migration' as never)
          .where('name' as never, '=', '024_security_hardening' as never)
          .execute();
      } finally {
        await opened.close();
      }
      const response = await behind.request('GET', '/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        code: 503,
        result: { status: 'not ready', reason: 'migrations not applied: 024_security_hardening' },
      });
      // Liveness is another question: the process answers.
      expect((await behind.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await behind.stop();
    }
  });
});
