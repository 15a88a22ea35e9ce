import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, type TestStaff, suiteStaff } from './admin-harness.js';
import { engines, MINI_CATALOG, envelopeCall, suiteApi } from './harness.js';
import { placeOrder, testAddress } from './fixtures.js';
import { insertImportJob, recordProgress } from '../src/catalog-editing/import-jobs.js';

/**
 * The back office's partial import (POST /api/admin/import): a dry run writes nothing; a real run
 * creates or updates only the records given (reviews, customers, orders and stock it was not given
 * stay), reports problems by line and writes nothing then, and the public catalog follows the
 * version bump.
 */
interface Job {
  jobId: string;
  state: 'running' | 'done' | 'failed';
  dryRun: boolean;
  phase: string;
  processed: number;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  byType: Record<string, { created: number; updated: number; skipped: number }>;
  errors: Array<{ line: number; message: string }>;
  errorCount: number;
}

const mini = fs.readFileSync(MINI_CATALOG, 'utf8').split('\n');
const lineOf = (needle: string): Record<string, unknown> =>
  JSON.parse(mini.find((line) => line.includes(needle)) ?? '{}') as Record<string, unknown>;
/** The mini catalog's record for a sku, without its stock (a line that leaves stock alone). */
const productLine = (sku: string, changes: Record<string, unknown> = {}) => {
  const { stock: _stock, ...record } = lineOf(`"sku":"${sku}"`);
  return JSON.stringify({ ...record, ...changes });
};
const ndjson = (...lines: string[]) => `${lines.join('\n')}\n`;

const shopper = { ...testAddress('ima.import@example.com'), firstname: 'Ima', lastname: 'Porter' };

describe.each(engines)('admin catalog import on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'packer']);
  const call = envelopeCall(api);
  const startImport = (text: string, dryRun: boolean, who: TestStaff = staff.manager, type = 'application/x-ndjson') =>
    call('POST', `/api/admin/import${dryRun ? '?dryRun=1' : ''}`, text, { ...who.headers, 'content-type': type });
  const finished = async (jobId: string): Promise<Job> => {
    let job: Job | undefined;
    await expect
      .poll(
        async () => {
          job = (await call('GET', `/api/admin/import/${jobId}`, undefined, staff.manager.headers)).result as Job;
          return job.state;
        },
        { timeout: 10_000, interval: 100 },
      )
      .not.toBe('running');
    return job as Job;
  };
  const runImport = async (text: string, dryRun: boolean) => {
    const started = await startImport(text, dryRun);
    expect(started.code).toBe(200);
    return finished((started.result as { jobId: string }).jobId);
  };
  const db = async () => (await adminDb(api)).db;
  const version = async () => (await (await db()).selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;
  const product = async (sku: string) => (await db()).selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();
  const stockOf = async (productId: number) =>
    (await (await db()).selectFrom('stock_items').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;
  const counts = async () => {
    const handle = await db();
    const count = async (table: 'reviews' | 'customers' | 'orders' | 'order_items' | 'carts' | 'products') =>
      Number(
        (
          await handle
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      reviews: await count('reviews'),
      customers: await count('customers'),
      orders: await count('orders'),
      orderItems: await count('order_items'),
      carts: await count('carts'),
      products: await count('products'),
    };
  };
  const publicPrice = async (sku: string) => {
    const answer = await call('POST', '/api/catalog', {
      entityType: 'product',
      query: { filters: [{ key: 'sku', value: { eq: sku } }] },
      includeFields: ['sku', 'price', 'name'],
    });
    return (answer.result as { items: Array<{ price: number; name: string }> }).items[0];
  };

  beforeAll(async () => {
    // A customer with an order and a review of their own: the import must leave all of them.
    await call('POST', '/api/user/create', {
      customer: { email: shopper.email, firstname: 'Ima', lastname: 'Porter' },
      password: 'crabs-and-corn-7',
    });
    const token = (await call('POST', '/api/user/login', { username: shopper.email, password: 'crabs-and-corn-7' })).result as string;
    await placeOrder(api, { email: shopper.email, token, address: shopper, products: [{ sku: 'SIDE-CORN', qty: 2 }] });
    await (
      await db()
    )
      .insertInto('reviews')
      .values({
        product_id: 106,
        title: 'Fresh',
        detail: 'Still kicking',
        nickname: 'Ima',
        rating: 4,
        status: 2,
        customer_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // Stock as sales left it (the order took 2 of SIDE-CORN's 50): not what the catalog file says.
    await (await db()).updateTable('stock_items').set({ qty: 3 }).where('product_id', '=', 101).execute();
    await (await db()).updateTable('stock_items').set({ qty: 7 }).where('product_id', '=', 102).execute();
  });

  it('admits managers only and takes NDJSON bodies', async () => {
    const line = productLine('CRAB-DZ');
    expect(await startImport(line, true, staff.packer)).toMatchObject({ code: 403, result: 'Your role does not allow this.' });
    expect((await call('POST', '/api/admin/import?dryRun=1', line, { 'content-type': 'application/x-ndjson' })).code).toBe(401);
    expect((await startImport(line, true, staff.manager, 'application/json')).code).toBe(415);
    expect(await startImport('\n\n', true)).toMatchObject({ code: 400, result: 'The file holds no records.' });
    const huge = `${line}\n`.repeat(Math.ceil((10 * 1024 * 1024) / line.length) + 10);
    expect(await startImport(huge, true)).toMatchObject({ code: 413, result: 'Request body is too large' });
    expect((await startImport(line, true, staff.manager, 'text/plain; charset=utf-8')).code).toBe(200);
    expect((await call('GET', '/api/admin/import/00000000-0000-0000-0000-000000000000', undefined, staff.manager.headers)).code).toBe(404);
    expect((await call('GET', '/api/admin/import/not-a-job', undefined, staff.manager.headers)).code).toBe(400);
  });

  it('a dry run checks and counts but writes nothing', async () => {
    const before = { version: await version(), counts: await counts(), price: (await product('CRAB-DZ'))?.price_cents };
    const newProduct = productLine('SIDE-CORN', { id: 120, sku: 'SIDE-SLAW', name: 'Cole Slaw', url_key: 'cole-slaw', price: 4.5 });
    const job = await runImport(ndjson(productLine('CRAB-DZ', { price: 84.99 }), '', newProduct), true);
    expect(job).toMatchObject({ state: 'done', dryRun: true, total: 2, processed: 2, created: 1, updated: 1, errors: [] });
    expect(job.byType).toEqual({ product: { created: 1, updated: 1, skipped: 0 } });
    expect(await version()).toBe(before.version);
    expect(await counts()).toEqual(before.counts);
    expect((await product('CRAB-DZ'))?.price_cents).toBe(before.price);
    expect(await product('SIDE-SLAW')).toBeUndefined();
  });

  it("an upsert of one product's price keeps its reviews, stock, other products, customers and orders", async () => {
    const before = { version: await version(), counts: await counts() };
    const reviews = await (await db()).selectFrom('reviews').selectAll().where('product_id', '=', 106).execute();
    expect(reviews).toHaveLength(1);
    expect(await stockOf(106)).toBe(48);
    const job = await runImport(ndjson(productLine('SIDE-CORN', { price: 7.25 })), false);
    expect(job).toMatchObject({ state: 'done', dryRun: false, total: 1, processed: 1, created: 0, updated: 1, errorCount: 0 });

    expect(await product('SIDE-CORN')).toMatchObject({ price_cents: 725, name: 'Sweet Corn' });
    expect(await stockOf(106)).toBe(48);
    expect(await stockOf(101)).toBe(3);
    expect(await stockOf(102)).toBe(7);
    expect(await counts()).toEqual(before.counts);
    expect(await (await db()).selectFrom('reviews').selectAll().where('product_id', '=', 106).execute()).toEqual(reviews);
    expect(await version()).toBeGreaterThan(before.version);
    const categories = await (await db()).selectFrom('product_categories').select('category_id').where('product_id', '=', 106).execute();
    expect(categories.map((c) => c.category_id).sort((a, b) => a - b)).toEqual([3]);

    const audit = await (await db()).selectFrom('audit_log').selectAll().where('action', '=', 'catalog.import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: staff.manager.id, entity_type: 'catalog', entity_id: job.jobId });
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ records: 1, created: 0, updated: 1, skipped: 0 });

    await expect.poll(async () => (await publicPrice('SIDE-CORN'))?.price, { timeout: 5000 }).toBe(7.25);
    // The job is in the database for any process, as it ended.
    const row = await (await db()).selectFrom('import_jobs').selectAll().where('id', '=', job.jobId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'done', dry_run: 0, updated_count: 1, running_lock: null });
  });

  it('cleans the HTML of imported descriptions and content, whatever the file holds', async () => {
    const job = await runImport(
      ndjson(
        productLine('SIDE-CORN', {
          description: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>Sweet</p><style>p{}</style>',
          short_description: '<img src=x onerror=alert(1)>Fresh',
        }),
      ),
      false,
    );
    expect(job).toMatchObject({ state: 'done', updated: 1, errorCount: 0 });
    expect(await product('SIDE-CORN')).toMatchObject({ description: '<p>Sweet</p>', short_description: '<img src="x" />Fresh' });
  });

  it('writes stock only for a line that has it, creates new records against stored references, and leaves out what a line leaves out', async () => {
    const slaw = productLine('SIDE-CORN', { id: 120, sku: 'SIDE-SLAW', name: 'Cole Slaw', url_key: 'cole-slaw', price: 4.5 });
    const cake = JSON.stringify({ ...lineOf('"sku":"CRAB-CAKE"'), stock: { qty: 12, manage_stock: true } });
    // A configurable child's line without parent_sku and attributes keeps both.
    const child = JSON.stringify({
      type: 'product',
      id: 104,
      sku: 'TEE-NAVY-M',
      type_id: 'simple',
      name: 'Navy Tee M',
      url_key: 'crab-shack-tee-navy-m',
      price: 27,
      tax_class_id: 2,
      image: '/product/tee.svg',
    });
    const review = JSON.stringify({ ...lineOf('"type":"review"'), title: 'Changed by the file' });
    const job = await runImport(ndjson(slaw, cake, child, review), false);
    expect(job).toMatchObject({ state: 'done', created: 1, updated: 2, skipped: 1 });

    expect(await stockOf(102)).toBe(12);
    expect(await stockOf(101)).toBe(3);
    expect((await call('GET', '/api/stock/check?sku=CRAB-CAKE')).result).toMatchObject({ qty: 12, is_in_stock: true });
    expect(await product('SIDE-SLAW')).toMatchObject({ id: 120, price_cents: 450 });
    expect(await stockOf(120)).toBe(0);
    expect(await product('TEE-NAVY-M')).toMatchObject({ parent_id: 103, name: 'Navy Tee M', price_cents: 2700, visibility: 1 });
    const values = await (
      await db()
    )
      .selectFrom('product_attribute_values')
      .select(['attribute_code', 'value'])
      .where('product_id', '=', 104)
      .execute();
    expect(values).toHaveLength(2);
    const storedReview = await (await db()).selectFrom('reviews').select('title').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(storedReview.title).toBe('Great');
  });

  it('replaces the child rows a line names (options, rates, post categories, fee stores) and keeps those it leaves out', async () => {
    const colorLine = lineOf('"attribute_code":"color"') as { options: Array<Record<string, unknown>> };
    const color = JSON.stringify({ ...colorLine, options: [...colorLine.options, { value: '55', label: 'Black' }] });
    // A line without options leaves the stored ones.
    const { options: _sizeOptions, ...size } = lineOf('"attribute_code":"size"');
    const rule = lineOf('"type":"tax_rule"') as { rates: Array<Record<string, unknown>> };
    const rule2 = JSON.stringify({ ...rule, rates: [{ ...rule.rates[0], id: 7, code: 'US-MD-6b' }] });
    const fee = JSON.stringify({
      ...lineOf('"type":"fee","id":5'),
      stores: ['main'],
      options: [{ id: 502, label: 'Two mallets', price: 5 }],
    });
    const post = JSON.stringify({
      type: 'blog_post',
      id: 2,
      title: 'Draft',
      url_key: 'draft',
      publish_date: '2026-06-01',
      content: '<p>Soon.</p>',
      blog_category_ids: [1],
    });
    const job = await runImport(ndjson(color, JSON.stringify(size), rule2, post, fee), false);
    expect(job.errors).toEqual([]);
    expect(job).toMatchObject({ state: 'done', errorCount: 0 });
    const handle = await db();
    const optionsOf = (id: number) =>
      handle.selectFrom('attribute_options').select('value').where('attribute_id', '=', id).orderBy('value').execute();
    expect(await optionsOf(93)).toEqual([{ value: '49' }, { value: '50' }, { value: '55' }]);
    expect(await optionsOf(94)).toEqual([{ value: '167' }, { value: '168' }]);
    expect(await handle.selectFrom('tax_rates').select(['id', 'code']).where('rule_id', '=', 1).execute()).toEqual([
      { id: 7, code: 'US-MD-6b' },
    ]);
    expect(
      await handle.selectFrom('tax_rule_classes').select('tax_class_id').where('rule_id', '=', 1).orderBy('tax_class_id').execute(),
    ).toEqual([{ tax_class_id: 2 }, { tax_class_id: 3 }]);
    expect(await handle.selectFrom('blog_post_categories').select('category_id').where('post_id', '=', 2).execute()).toEqual([
      { category_id: 1 },
    ]);
    expect(await handle.selectFrom('blog_post_categories').select('category_id').where('post_id', '=', 1).execute()).toEqual([
      { category_id: 1 },
    ]);
    expect(await handle.selectFrom('fee_options').select('id').where('fee_id', '=', 5).execute()).toEqual([{ id: 502 }]);
    expect(await handle.selectFrom('fee_stores').select('store_code').where('fee_id', '=', 5).execute()).toEqual([{ store_code: 'main' }]);
  });

  it('refuses a tax rate or fee option id that a stored rule or fee still owns', async () => {
    // Read what rule 1 and fee 2 own now: earlier tests of this file may have replaced them.
    const handle = await db();
    const rate = await handle.selectFrom('tax_rates').select('id').where('rule_id', '=', 1).executeTakeFirstOrThrow();
    const option = await handle.selectFrom('fee_options').select('id').where('fee_id', '=', 2).executeTakeFirstOrThrow();
    const ruleLine = lineOf('"type":"tax_rule"') as { rates: Array<Record<string, unknown>> };
    const rule = JSON.stringify({ ...ruleLine, id: 5, code: 'Another rule', rates: [{ ...ruleLine.rates[0], id: rate.id }] });
    const fee = JSON.stringify({ type: 'fee', id: 9, name: 'Another fee', options: [{ id: option.id, label: 'Again', price: 1 }] });
    const job = await runImport(ndjson(rule, fee), true);
    expect(job.errors).toEqual([
      { line: 1, message: `tax rate id ${rate.id} is already used by tax rule 1` },
      { line: 2, message: `fee option id ${option.id} is already used by fee 2` },
    ]);
  });

  it('reports every problem with its line and writes nothing', async () => {
    const before = { version: await version(), counts: await counts(), corn: await product('SIDE-CORN') };
    const text = ndjson(
      productLine('SIDE-CORN', { price: 1.25 }),
      '{not json',
      productLine('CRAB-CAKE', { category_ids: [3, 999] }),
      productLine('SIDES', { id: 999 }),
      JSON.stringify({ type: 'cms_page', id: 77, identifier: 'returns', title: 'Second returns', content: '<p>x</p>' }),
    );
    const job = await runImport(text, false);
    expect(job.state).toBe('failed');
    expect(job).toMatchObject({ created: 0, updated: 0 });
    expect(job.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 2, message: expect.stringContaining('not valid JSON') }),
        { line: 3, message: 'category 999 is not defined' },
        { line: 4, message: 'sku SIDES is stored with id 108; a record cannot change it' },
        { line: 5, message: 'cms page identifier */returns is already used by cms page 1' },
      ]),
    );
    expect(job.errors.every((e) => e.line !== 1)).toBe(true);
    expect(await version()).toBe(before.version);
    expect(await counts()).toEqual(before.counts);
    expect(await product('SIDE-CORN')).toEqual(before.corn);
    const dry = await runImport(text, true);
    expect(dry).toMatchObject({ state: 'failed', dryRun: true, errorCount: job.errorCount });
  });

  it('moves the url paths of stored subcategories with their parent, and keeps its products', async () => {
    const renamed = JSON.stringify({ ...lineOf('"url_key":"crabs"'), url_key: 'crab', name: 'Crab' });
    const job = await runImport(ndjson(renamed), false);
    expect(job).toMatchObject({ state: 'done', updated: 1 });
    const rows = await (
      await db()
    )
      .selectFrom('categories')
      .select(['id', 'url_path', 'path', 'level'])
      .where('id', 'in', [3, 4])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 3, url_path: 'crab', path: '1/2/3', level: 2 },
      { id: 4, url_path: 'crab/steamed-crabs', path: '1/2/3/4', level: 3 },
    ]);
    const inCategory = await (await db()).selectFrom('product_categories').select('product_id').where('category_id', '=', 3).execute();
    expect(inCategory.length).toBeGreaterThan(0);
  });

  it('takes a whole catalog file as an upsert: every record updated, stored reviews left, nothing deleted', async () => {
    const before = await counts();
    const job = await runImport(mini.join('\n'), false);
    const records = mini.filter((line) => line.trim() !== '').length;
    expect(job).toMatchObject({ state: 'done', total: records, created: 0, updated: records - 1, skipped: 1, errors: [] });
    // The products the file does not list (SIDE-SLAW) stay; stock follows the lines that carry it.
    expect(await counts()).toEqual(before);
    expect(await product('SIDE-SLAW')).toBeDefined();
    expect(await stockOf(106)).toBe(50);
    const category = await (await db()).selectFrom('categories').select('url_path').where('id', '=', 4).executeTakeFirstOrThrow();
    expect(category.url_path).toBe('crabs/steamed-crabs');
  });

  it('runs one real import at a time; a job whose process stopped frees the way', async () => {
    const handle = await db();
    const now = new Date().toISOString();
    // Another process's real import, four records into writing.
    const other = { id: '11111111-2222-4333-8444-555555555555' };
    await insertImportJob(handle, { id: other.id, staffId: staff.manager.id, dryRun: false, total: 10, now });
    await recordProgress(handle, other.id, 'writing', 4, now);
    const line = productLine('SIDE-CORN');
    expect(await startImport(line, false)).toMatchObject({
      code: 409,
      result: 'Another import is running. Try again when it has finished.',
    });
    expect((await startImport(line, true)).code).toBe(200);
    expect((await call('GET', `/api/admin/import/${other.id}`, undefined, staff.manager.headers)).result).toMatchObject({
      state: 'running',
      phase: 'writing',
      processed: 4,
      total: 10,
    });
    // Its process went away long ago: the job is failed and the next import runs.
    await handle.updateTable('import_jobs').set({ heartbeat_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', other.id).execute();
    const job = await runImport(line, false);
    expect(job.state).toBe('done');
    expect((await call('GET', `/api/admin/import/${other.id}`, undefined, staff.manager.headers)).result).toMatchObject({
      state: 'failed',
      errorCount: 1,
    });
  });
});
