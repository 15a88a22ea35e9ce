import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adminDb, createStaffTeam, type TestStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi, type RunningApi } from './harness.js';

/**
 * Issue 33, item 9: the partial import takes a line with the record's key and the fields that change only, as the
 * README says, on both of its paths: the command line (`npm run import-catalog -- --upsert`) and the back office
 * (`POST /api/admin/import`). What the line leaves out stays as stored; unknown keys and wrong types are still
 * refused by line; a new record still needs every required field.
 */
interface Job {
  state: 'running' | 'done' | 'failed';
  created: number;
  updated: number;
  errors: Array<{ line: number; message: string }>;
}

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
const CLI = path.join(ROOT, 'apps', 'api', 'src', 'seed', 'cli.ts');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const ndjson = (...records: object[]) => `${records.map((record) => JSON.stringify(record)).join('\n')}\n`;

/** The import CLI on the test API's database (its SQLite file's folder, or its PostgreSQL schema). */
async function importCli(api: RunningApi, text: string, ...flags: string[]): Promise<{ code: number; out: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-partial-'));
  const file = path.join(dir, 'changes.ndjson');
  fs.writeFileSync(file, text);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: path.dirname(api.config.sqliteFile), LOG_LEVEL: 'silent' };
  if (api.config.databaseSchema) {
    env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    env.DATABASE_SCHEMA = api.config.databaseSchema;
  } else delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(TSX, [CLI, '--upsert', ...flags, file], { env, cwd: ROOT, timeout: 60_000 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(engines)('partial import of changed fields only on $name', (engine) => {
  const api = suiteApi(engine);
  const call = envelopeCall(api);
  let manager: TestStaff | undefined;
  const headers = async () => {
    manager ??= (await createStaffTeam(api, ['manager'] as const)).manager;
    return { ...manager.headers, 'content-type': 'application/x-ndjson' };
  };
  const adminImport = async (text: string, dryRun = false): Promise<Job> => {
    const started = await call('POST', `/api/admin/import${dryRun ? '?dryRun=1' : ''}`, text, await headers());
    expect(started.code).toBe(200);
    const jobId = (started.result as { jobId: string }).jobId;
    let job: Job | undefined;
    await expect
      .poll(
        async () => {
          job = (await call('GET', `/api/admin/import/${jobId}`, undefined, await headers())).result as Job;
          return job.state;
        },
        { timeout: 15_000, interval: 100 },
      )
      .not.toBe('running');
    return job as Job;
  };
  const db = async () => (await adminDb(api)).db;
  const product = async (sku: string) => (await db()).selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();
  const stock = async (productId: number) =>
    (await (await db()).selectFrom('stock_items').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;

  it('the command line updates a product from a sku and price line, leaving every other field and the stock as stored', async () => {
    const before = await product('SIDE-CORN');
    const qty = await stock(before.id);
    const checked = await importCli(api, ndjson({ type: 'product', sku: 'SIDE-CORN', price: 6.55 }), '--dry-run');
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.out).toContain('0 created, 1 updated');
    expect((await product('SIDE-CORN')).price_cents).toBe(before.price_cents);

    const imported = await importCli(api, ndjson({ type: 'product', sku: 'SIDE-CORN', price: 6.55 }));
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.out).toContain('Imported: 1 records, 0 created, 1 updated');
    const after = await product('SIDE-CORN');
    expect(after.price_cents).toBe(655);
    const { price_cents: _p, updated_at: _u, ...kept } = after;
    const { price_cents: _bp, updated_at: _bu, ...was } = before;
    expect(kept).toEqual(was);
    expect(await stock(after.id)).toBe(qty);
  });

  it('the command line still refuses unknown keys, wrong types and a new sku without its required fields, by line, writing nothing', async () => {
    const before = await product('CRAB-DZ');
    const refused = await importCli(
      api,
      ndjson(
        { type: 'product', sku: 'CRAB-DZ', price: 70 },
        { type: 'product', sku: 'CRAB-DZ-X', price: 5 },
        { type: 'product', sku: 'SIDE-CORN', price: 'cheap', colour: 'red' },
      ),
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/line 2: name: .*expected string/);
    expect(refused.out).toMatch(/line 3: price: .*expected number/);
    expect(refused.out).toMatch(/line 3: .*colour/);
    expect(refused.out).not.toMatch(/line 1:/);
    expect((await product('CRAB-DZ')).price_cents).toBe(before.price_cents);
  });

  it('the back office imports a sku and price line, and key-only lines of the other record types', async () => {
    const before = await product('CRAB-CAKE');
    // A url path set by hand stays when a line changes something else; a derived one is derived again.
    await (await db()).updateTable('categories').set({ url_path: 'shop/merch' }).where('id', '=', 5).execute();
    const derivedPath = (await (await db()).selectFrom('categories').select('url_path').where('id', '=', 4).executeTakeFirstOrThrow())
      .url_path;
    const lines = ndjson(
      { type: 'product', sku: 'CRAB-CAKE', price: 41.25 },
      { type: 'category', id: 4, name: 'Steamed Blue Crabs' },
      { type: 'category', id: 5, is_active: true },
      { type: 'cms_page', id: 1, title: 'Returns and refunds' },
      { type: 'coupon', code: 'WELCOME10', is_active: false },
      { type: 'fee', id: 2, sort_order: 7 },
      { type: 'store', code: 'restaurant', tagline: 'Picked to order' },
    );
    const checked = await adminImport(lines, true);
    expect(checked).toMatchObject({ state: 'done', created: 0, updated: 7, errors: [] });

    const job = await adminImport(lines);
    expect(job).toMatchObject({ state: 'done', created: 0, updated: 7, errors: [] });
    const after = await product('CRAB-CAKE');
    expect(after).toMatchObject({ price_cents: 4125, name: before.name, url_key: before.url_key, image: before.image });
    const handle = await db();
    expect(
      await handle.selectFrom('categories').select(['name', 'url_key', 'url_path']).where('id', '=', 4).executeTakeFirstOrThrow(),
    ).toEqual({ name: 'Steamed Blue Crabs', url_key: 'steamed-crabs', url_path: derivedPath });
    expect(await handle.selectFrom('categories').select(['name', 'url_path']).where('id', '=', 5).executeTakeFirstOrThrow()).toEqual({
      name: 'Merchandise',
      url_path: 'shop/merch',
    });
    expect(await handle.selectFrom('cms_pages').select(['title', 'identifier']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({
      title: 'Returns and refunds',
      identifier: 'returns',
    });
    expect(
      await handle
        .selectFrom('coupons')
        .select(['is_active', 'discount_type', 'discount_value'])
        .where('code', '=', 'WELCOME10')
        .executeTakeFirstOrThrow(),
    ).toEqual({ is_active: 0, discount_type: 'percent', discount_value: 1000 });
    const fee = await handle.selectFrom('fees').select(['sort_order', 'name']).where('id', '=', 2).executeTakeFirstOrThrow();
    expect(fee).toEqual({ sort_order: 7, name: 'Signature on delivery' });
    expect(await handle.selectFrom('fee_options').select('fee_id').where('fee_id', '=', 2).execute()).not.toHaveLength(0);
    expect(
      await handle.selectFrom('stores').select(['tagline', 'name']).where('code', '=', 'restaurant').executeTakeFirstOrThrow(),
    ).toEqual({
      tagline: 'Picked to order',
      name: 'Test Crab House',
    });
  });

  it('the back office refuses unknown keys, wrong types and a coupon value without its type, by line, writing nothing', async () => {
    const before = await product('TEE-RED-L');
    const job = await adminImport(
      ndjson(
        { type: 'product', sku: 'TEE-RED-L', price: 27 },
        { type: 'product', sku: 'TEE-NAVY-M', weight: -1, flavour: 'salty' },
        { type: 'coupon', code: 'WELCOME10', discount_value: 15 },
      ),
    );
    expect(job.state).toBe('failed');
    expect(job.errors.map((error) => error.line)).toEqual([2, 2, 3]);
    expect(job.errors.map((error) => error.message).join('\n')).toMatch(/weight/);
    expect(job.errors.map((error) => error.message).join('\n')).toMatch(/flavour/);
    expect(job.errors[2]?.message).toBe('discount_type and discount_value change together: name both');
    expect((await product('TEE-RED-L')).price_cents).toBe(before.price_cents);
  });
});
