import { describe, expect, it } from 'vitest';
import { auditRows, catalogVersion, suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/**
 * Back office content: CMS pages and blocks, banners and blog posts (managers only). Each write is
 * audited and bumps the catalog version, so the public catalog calls show it after the refresh.
 */
type Row = Record<string, unknown> & { id: number };
type Page = { items: Row[]; total: number; page: number; pageSize: number };

describe.each(engines)('admin content on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'packer']);
  const call = envelopeCall(api);
  const asManager = async (method: string, url: string, body?: unknown) => call(method, url, body, staff.manager.headers);
  const search = async (entityType: string, filters: Array<{ key: string; value: unknown }>, storeCode = 'main') =>
    ((await call('POST', '/api/catalog', { entityType, storeCode, query: { filters } })).result as { items: Row[] }).items;

  it('lets only managers and owners in', async () => {
    for (const path of ['cms-pages', 'cms-blocks', 'banners', 'blog-posts', 'blog-categories']) {
      expect(await call('GET', `/api/admin/${path}`, undefined, staff.packer.headers)).toMatchObject({
        code: 403,
        result: 'Your role does not allow this.',
      });
      expect((await call('GET', `/api/admin/${path}`)).code).toBe(401);
    }
    expect((await call('POST', '/api/admin/cms-pages', { identifier: 'x', title: 'X' }, staff.packer.headers)).code).toBe(403);
    expect((await call('DELETE', '/api/admin/banners/1', undefined, staff.packer.headers)).code).toBe(403);
  });

  it('edits a CMS page and the public catalog shows it after the version bump', async () => {
    const list = (await asManager('GET', '/api/admin/cms-pages?q=RETURN')).result as Page;
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    const page = list.items[0];
    expect(page).toMatchObject({ identifier: 'returns', title: 'Returns', store_code: null, is_active: 1 });
    expect(page).not.toHaveProperty('content');

    const version = await catalogVersion(api);
    const edited = await asManager('PATCH', `/api/admin/cms-pages/${page.id}`, {
      title: 'Returns & refunds',
      content: '<h2>Within 60 days</h2><p onclick="steal()">Send it back.</p><script>alert(1)</script>',
    });
    expect(edited).toMatchObject({
      code: 200,
      result: { id: page.id, identifier: 'returns', title: 'Returns & refunds', content: '<h2>Within 60 days</h2><p>Send it back.</p>' },
    });
    expect(await catalogVersion(api)).toBe(version + 1);
    await expect
      .poll(async () => (await search('cms_page', [{ key: 'identifier', value: 'returns' }]))[0]?.title, { timeout: 5000 })
      .toBe('Returns & refunds');
    expect((await search('cms_page', [{ key: 'identifier', value: 'returns' }]))[0].content).toBe(
      '<h2>Within 60 days</h2><p>Send it back.</p>',
    );

    // Sending the same values again changes nothing: no version bump, no audit row.
    await asManager('PATCH', `/api/admin/cms-pages/${page.id}`, { title: 'Returns & refunds' });
    expect(await catalogVersion(api)).toBe(version + 1);
    const rows = await auditRows(api, 'cms_page', page.id);
    expect(rows.map((row) => row.action)).toEqual(['cms_page.update']);
    expect(rows[0].staff_id).toBe(staff.manager.id);
    expect(JSON.parse(rows[0].before ?? '{}')).toMatchObject({ title: 'Returns' });
    expect(JSON.parse(rows[0].after ?? '{}')).toMatchObject({ title: 'Returns & refunds' });
  });

  it('takes a page as long as the form allows (200,000 characters, above the API body limit), and refuses one longer', async () => {
    const { id } = ((await asManager('GET', '/api/admin/cms-pages?q=RETURN')).result as Page).items[0];
    const paragraph = '<p>Crab "shells" & claws: ünïcode.</p>';
    const longest = paragraph.repeat(Math.floor(200_000 / paragraph.length));
    const taken = await asManager('PATCH', `/api/admin/cms-pages/${id}`, { content: longest });
    expect(taken).toMatchObject({ code: 200, result: { id } });
    expect((taken.result as { content: string }).content.length).toBeGreaterThan(150_000);
    const tooLong = await asManager('PATCH', `/api/admin/cms-pages/${id}`, { content: `${longest}${'x'.repeat(paragraph.length + 1)}` });
    expect(tooLong).toMatchObject({ code: 400, reason: 'validation.failed' });
  });

  it('creates a page for one store, refuses a duplicate identifier in its scope, and deletes it', async () => {
    const body = { identifier: 'crab-house-hours', title: 'Hours', content: '<p>Wed–Sun</p>', store_code: 'restaurant' };
    const created = await asManager('POST', '/api/admin/cms-pages', body);
    expect(created).toMatchObject({
      code: 200,
      result: { identifier: 'crab-house-hours', store_code: 'restaurant', is_active: 1, content_heading: '', meta_title: '' },
    });
    const id = (created.result as Row).id;
    expect(await asManager('POST', '/api/admin/cms-pages', body)).toMatchObject({
      code: 409,
      result: 'A CMS page with the identifier "crab-house-hours" exists for the store restaurant.',
    });
    // The same identifier for all stores is another scope.
    const shared = await asManager('POST', '/api/admin/cms-pages', { ...body, store_code: null, title: 'Hours everywhere' });
    expect(shared.code).toBe(200);
    const sharedId = (shared.result as Row).id;
    expect(sharedId).toBeGreaterThan(id);
    expect((await asManager('PATCH', `/api/admin/cms-pages/${sharedId}`, { store_code: 'restaurant' })).code).toBe(409);
    expect((await asManager('GET', `/api/admin/cms-pages?store=restaurant`)).result).toMatchObject({ total: 1 });

    await expect
      .poll(async () => (await search('cms_page', [{ key: 'identifier', value: 'crab-house-hours' }], 'restaurant'))[0]?.title, {
        timeout: 5000,
      })
      .toBe('Hours');
    // The restaurant's page may show from a version built before the shared page was written: wait for that one too.
    await expect
      .poll(async () => (await search('cms_page', [{ key: 'identifier', value: 'crab-house-hours' }], 'main'))[0]?.title, { timeout: 5000 })
      .toBe('Hours everywhere');

    expect(await asManager('DELETE', `/api/admin/cms-pages/${id}`)).toEqual({ code: 200, result: { id, deleted: true } });
    expect(await asManager('GET', `/api/admin/cms-pages/${id}`)).toMatchObject({ code: 404, result: 'No CMS page with this id.' });
    expect((await asManager('DELETE', `/api/admin/cms-pages/${id}`)).code).toBe(404);
    expect((await asManager('PATCH', `/api/admin/cms-pages/${id}`, { title: 'x' })).code).toBe(404);
    await expect
      .poll(async () => (await search('cms_page', [{ key: 'identifier', value: 'crab-house-hours' }], 'restaurant'))[0]?.title, {
        timeout: 5000,
      })
      .toBe('Hours everywhere');
    expect((await auditRows(api, 'cms_page', id)).map((row) => row.action)).toEqual(['cms_page.create', 'cms_page.delete']);
  });

  it('refuses bad pages with the form messages', async () => {
    const bad = async (body: unknown) => asManager('POST', '/api/admin/cms-pages', body);
    expect((await bad({ identifier: 'About Us', title: 'About' })).result).toContain('Use lower-case letters and digits');
    expect((await bad({ identifier: 'about', title: '  ' })).result).toContain('title: Field is required');
    expect((await bad({ identifier: 'about', title: 'About', store_code: 'nowhere' })).result).toBe(
      'store_code: No store with the code "nowhere".',
    );
    expect((await bad({ identifier: 'about', title: 'About', id: 99 })).code).toBe(400);
    expect((await asManager('GET', '/api/admin/cms-pages/abc')).code).toBe(400);
  });

  it('creates, edits and deletes a CMS block per store, shown by the catalog', async () => {
    const created = await asManager('POST', '/api/admin/cms-blocks', {
      identifier: 'footer-2',
      title: 'Footer links',
      content: '<ul><li><a href="/i/returns">Returns</a></li><li><a href="javascript:alert(1)">x</a></li></ul>',
    });
    expect(created).toMatchObject({
      code: 200,
      result: { identifier: 'footer-2', store_code: null, content: '<ul><li><a href="/i/returns">Returns</a></li><li><a>x</a></li></ul>' },
    });
    const id = (created.result as Row).id;
    expect((await asManager('POST', '/api/admin/cms-blocks', { identifier: 'footer-2', title: 'Again' })).code).toBe(409);
    expect((await asManager('POST', '/api/admin/cms-blocks', { identifier: 'Footer 2', title: 'Bad' })).code).toBe(400);

    const header = ((await asManager('GET', '/api/admin/cms-blocks?q=header-top&store=restaurant')).result as Page).items[0];
    expect((await asManager('PATCH', `/api/admin/cms-blocks/${header.id}`, { content: '<p>Crab House: open late</p>' })).code).toBe(200);
    await expect
      .poll(async () => (await search('cms_block', [{ key: 'identifier', value: 'header-top' }], 'restaurant'))[0]?.content, {
        timeout: 5000,
      })
      .toBe('<p>Crab House: open late</p>');
    expect((await search('cms_block', [{ key: 'identifier', value: 'footer-2' }]))[0]?.title).toBe('Footer links');

    expect((await asManager('DELETE', `/api/admin/cms-blocks/${id}`)).code).toBe(200);
    expect((await auditRows(api, 'cms_block', id)).map((row) => row.action)).toEqual(['cms_block.create', 'cms_block.delete']);
    expect((await auditRows(api, 'cms_block', header.id)).map((row) => row.action)).toEqual(['cms_block.update']);
  });

  it('adds a banner to a store, which /api/banners then lists in its slot and position', async () => {
    const banner = {
      store_code: 'main',
      slot: 'main',
      title: 'Soft shells are in',
      link: '/c/crabs',
      image: '/banner/soft.svg',
      position: -1,
    };
    expect((await asManager('POST', '/api/admin/banners', { ...banner, link: 'javascript:alert(1)' })).result).toContain('link:');
    expect((await asManager('POST', '/api/admin/banners', { ...banner, image: 'https://elsewhere.example/x.png' })).code).toBe(400);
    expect((await asManager('POST', '/api/admin/banners', { ...banner, slot: 'side' })).code).toBe(400);
    expect((await asManager('POST', '/api/admin/banners', { ...banner, store_code: 'nowhere' })).code).toBe(400);
    const created = await asManager('POST', '/api/admin/banners', banner);
    expect(created).toMatchObject({ code: 200, result: { ...banner, subtitle: '', cta: '' } });
    const id = (created.result as Row).id;

    const mainBanners = async () =>
      ((await call('GET', '/api/banners?storeCode=main')).result as { mainBanners: Array<{ title: string }> }).mainBanners.map(
        (b) => b.title,
      );
    await expect.poll(mainBanners, { timeout: 5000 }).toEqual(['Soft shells are in', 'Steamed tonight']);
    const restaurant = (await call('GET', '/api/banners?storeCode=restaurant')).result as { mainBanners: unknown[] };
    expect(restaurant.mainBanners).toEqual([]);

    expect((await asManager('PATCH', `/api/admin/banners/${id}`, { position: 5, cta: 'Order now' })).result).toMatchObject({ position: 5 });
    await expect.poll(mainBanners, { timeout: 5000 }).toEqual(['Steamed tonight', 'Soft shells are in']);
    const list = (await asManager('GET', '/api/admin/banners?store=main&slot=main&q=soft')).result as Page;
    expect(list.items.map((item) => item.id)).toEqual([id]);

    expect((await asManager('DELETE', `/api/admin/banners/${id}`)).code).toBe(200);
    await expect.poll(mainBanners, { timeout: 5000 }).toEqual(['Steamed tonight']);
    const rows = await auditRows(api, 'banner', id);
    expect(rows.map((row) => row.action)).toEqual(['banner.create', 'banner.update', 'banner.delete']);
    expect(JSON.parse(rows[1].after ?? '{}')).toEqual({ position: 5, cta: 'Order now' });
  });

  it('writes a blog post in categories, publishes it, and the blog shows it', async () => {
    const categories = (await asManager('GET', '/api/admin/blog-categories')).result as Page;
    expect(categories.items.map((c) => c.url_key)).toEqual(['recipes']);
    const post = { title: 'Crab cakes', url_key: 'crab-cakes', publish_date: '2026-07-01', status: 0, content: '<p>Lump.</p>' };
    expect((await asManager('POST', '/api/admin/blog-posts', { ...post, blog_category_ids: [99] })).result).toBe(
      'blog_category_ids: No blog category with the id 99.',
    );
    expect((await asManager('POST', '/api/admin/blog-posts', { ...post, url_key: 'steaming-at-home' })).code).toBe(409);
    expect((await asManager('POST', '/api/admin/blog-posts', { ...post, publish_date: 'July' })).code).toBe(400);
    const created = await asManager('POST', '/api/admin/blog-posts', { ...post, blog_category_ids: [categories.items[0].id] });
    expect(created).toMatchObject({ code: 200, result: { ...post, author: '', image: null, blog_category_ids: [categories.items[0].id] } });
    const id = (created.result as Row).id;

    const published = async () => ((await call('POST', '/api/catalog', { entityType: 'cms_blog' })).result as { items: Row[] }).items;
    await asManager('PATCH', `/api/admin/blog-posts/${id}`, { status: 1, blog_category_ids: [] });
    await expect.poll(async () => (await published()).map((p) => p.url_key), { timeout: 5000 }).toEqual(['crab-cakes', 'steaming-at-home']);
    expect((await published())[0].blog_category_ids).toEqual([]);
    expect((await asManager('GET', `/api/admin/blog-posts/${id}`)).result).toMatchObject({ status: 1, blog_category_ids: [] });
    expect((await asManager('PATCH', `/api/admin/blog-posts/${id}`, { url_key: 'draft' })).code).toBe(409);

    const list = (await asManager('GET', '/api/admin/blog-posts?q=crab')).result as Page;
    expect(list.items.map((item) => item.url_key)).toEqual(['crab-cakes']);
    expect((await asManager('DELETE', `/api/admin/blog-posts/${id}`)).code).toBe(200);
    await expect.poll(async () => (await published()).map((p) => p.url_key), { timeout: 5000 }).toEqual(['steaming-at-home']);
    const rows = await auditRows(api, 'blog_post', id);
    expect(rows.map((row) => row.action)).toEqual(['blog_post.create', 'blog_post.update', 'blog_post.delete']);
    expect(JSON.parse(rows[1].after ?? '{}')).toEqual({ status: 1, blog_category_ids: [] });
  });

  it('gives concurrent creates their own ids, and one identifier to only one of them', async () => {
    const banner = { store_code: 'restaurant', slot: 'small', title: 'Tile', link: '/', image: '/banner/tile.svg' };
    const banners = await Promise.all([1, 2, 3, 4].map(() => asManager('POST', '/api/admin/banners', banner)));
    expect(banners.map((answer) => answer.code)).toEqual([200, 200, 200, 200]);
    expect(new Set(banners.map((answer) => (answer.result as Row).id)).size).toBe(4);
    const pages = await Promise.all([1, 2, 3].map(() => asManager('POST', '/api/admin/cms-pages', { identifier: 'race', title: 'Race' })));
    expect(pages.map((answer) => answer.code).sort()).toEqual([200, 409, 409]);
  });

  it('pages every list in the database', async () => {
    for (let i = 0; i < 3; i += 1) {
      await asManager('POST', '/api/admin/cms-pages', { identifier: `paged-${i}`, title: `Paged ${i}` });
    }
    const second = (await asManager('GET', '/api/admin/cms-pages?q=paged&pageSize=2&page=2')).result as Page;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.identifier)).toEqual(['paged-2']);
    expect((await asManager('GET', '/api/admin/cms-pages?pageSize=500')).code).toBe(400);
  });
});
