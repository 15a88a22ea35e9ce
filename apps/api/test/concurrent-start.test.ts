import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApi } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { dropPostgresSchema } from '../src/db/dialect.js';
import { engines, freshSchemaName, testConfig } from './harness.js';

/** Collects the log lines of every instance: one of them, and only one, says it seeded the catalog. */
function logCollector(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
}

describe.each(engines)('several processes starting at once on $name', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('apply the migrations and the seed exactly once, and all come up ready', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-start-'));
    const schema = engine.name === 'postgres' ? freshSchemaName('start') : null;
    const config = testConfig(engine, dataDir, schema, { logLevel: 'info' });
    const lines: string[] = [];
    const apps: FastifyInstance[] = [];
    cleanups.push(async () => {
      await Promise.all(apps.map((app) => app.close()));
      if (schema && config.databaseUrl) await dropPostgresSchema(config.databaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const started = await Promise.allSettled([0, 1, 2].map(() => createApi({ config, logStream: logCollector(lines) })));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

    const seeded = lines.map((line) => JSON.parse(line) as { msg?: string }).filter((line) => line.msg === 'catalog seeded on first start');
    expect(seeded).toHaveLength(1);
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
    for (const app of apps) {
      const { port } = app.server.address() as { port: number };
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ code: 200, result: { status: 'ready' } });
    }

    const opened = await openDatabase(config);
    try {
      const state = await opened.db.selectFrom('catalog_state').select('version').executeTakeFirstOrThrow();
      // A second seed would have replaced the catalog and moved the version on.
      expect(state.version).toBe(1);
    } finally {
      await opened.close();
    }
  }, 90_000);
});
