import { describe, expect, it } from 'vitest';
import { auditRows, catalogVersion, suiteStaff } from './admin-harness.js';
import { engines, envelopeCall, suiteApi } from './harness.js';

/**
 * Back office: managers edit categories and attributes; every change is audited and bumps the
 * catalog version, so the public catalog shows it after the refresh. The mini catalog has the root 2
 * with Crabs (3, Steamed Crabs 4 below it), Merchandise (5) and Captain's Picks (31), and the
 * attributes color (49 Navy, 50 Red) and size (167 M, 168 L).
 */
type Row = Record<string, unknown>;
interface ListPage {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(engines)('admin categories and attributes on $name', (engine) => {
  const api = suiteApi(engine);
  const staff = suiteStaff(api, ['manager', 'owner', 'packer']);
  const call = envelopeCall(api);
  const asManager = (method: string, url: string, body?: unknown) => call(method, url, body, staff.manager.headers);
  const list = async (url: string) => (await asManager('GET', url)).result as ListPage;
  const catalog = async (entityType: string, filters: unknown[]) =>
    ((await call('POST', '/api/catalog', { entityType, query: { filters } })).result as { items: Row[] }).items;

  it('lists categories in tree order, searched and paged by the database', async () => {
    const all = await list('/api/admin/categories');
    expect(all.total).toBe(5);
    expect(all.items.map((c) => c.id)).toEqual([2, 3, 4, 5, 31]);
    expect(all.items[0]).toMatchObject({ id: 2, parent_id: 1, parent_name: null, level: 1, children_count: 3 });
    expect(all.items[2]).toMatchObject({
      id: 4,
      parent_id: 3,
      parent_name: 'Crabs',
      name: 'Steamed Crabs',
      url_key: 'steamed-crabs',
      url_path: 'crabs/steamed-crabs',
      level: 3,
      position: 1,
      is_active: 1,
      include_in_menu: 1,
      children_count: 0,
    });
    expect(typeof all.items[2]?.product_count).toBe('number');
    expect(all.items.find((c) => c.id === 31)?.product_count).toBeGreaterThan(0);

    const second = await list('/api/admin/categories?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((c) => c.id)).toEqual([4, 5]);
    expect((await list('/api/admin/categories?q=STEAMED')).items.map((c) => c.id)).toEqual([4]);
    expect((await list('/api/admin/categories?q=31')).items.map((c) => c.id)).toEqual([31]);
    expect((await list('/api/admin/categories?q=%25')).total).toBe(0);

    const detail = (await asManager('GET', '/api/admin/categories/3')).result as Row;
    expect(detail).toMatchObject({ id: 3, name: 'Crabs', parent_name: 'Default Category', children_count: 1 });
    expect(detail.children).toEqual([{ id: 4, name: 'Steamed Crabs', position: 1, is_active: 1, include_in_menu: 1 }]);
  });

  it('admits managers and owners only, and answers 404 and 400 clearly', async () => {
    expect(await call('GET', '/api/admin/categories', undefined, staff.packer.headers)).toMatchObject({
      code: 403,
      result: 'Your role does not allow this.',
    });
    expect((await call('PATCH', '/api/admin/attributes/color', { frontend_label: 'X' }, staff.packer.headers)).code).toBe(403);
    expect((await call('GET', '/api/admin/attributes')).code).toBe(401);
    expect((await call('GET', '/api/admin/categories/3', undefined, staff.owner.headers)).code).toBe(200);
    expect(await asManager('GET', '/api/admin/categories/999')).toMatchObject({ code: 404, result: 'No category with this id.' });
    expect(await asManager('PATCH', '/api/admin/categories/999', { name: 'Gone' })).toMatchObject({
      code: 404,
      result: 'No category with this id.',
    });
    expect((await asManager('GET', '/api/admin/categories/abc')).code).toBe(400);
    expect(await asManager('GET', '/api/admin/attributes/nothing')).toMatchObject({ code: 404, result: 'No attribute with this code.' });

    expect(await asManager('PATCH', '/api/admin/categories/3', { name: '  ' })).toMatchObject({
      code: 400,
      result: 'name: Field is required',
    });
    expect(await asManager('PATCH', '/api/admin/categories/3', { position: -1 })).toMatchObject({
      code: 400,
      result: 'position: Enter 0 or more.',
    });
    expect((await asManager('PATCH', '/api/admin/categories/3', { is_active: 'yes' })).result).toBe('is_active: Use true or false.');
    expect((await asManager('PATCH', '/api/admin/categories/3', { url_key: 'crab' })).result).toBe(
      "url_key: The URL key cannot be changed here: it is part of the category's address and its subcategories' addresses.",
    );
    expect((await asManager('PATCH', '/api/admin/categories/3', { parent_id: 5 })).code).toBe(400);
    expect((await asManager('PATCH', '/api/admin/attributes/color', { attribute_code: 'colour' })).code).toBe(400);
    expect(await asManager('PATCH', '/api/admin/attributes/color', { options: [{ value: '999', label: 'Teal' }] })).toMatchObject({
      code: 400,
      result: 'options: The attribute color has no option with the value "999".',
    });
    expect(await asManager('PATCH', '/api/admin/attributes/color', { add_options: [{ label: 'red' }] })).toMatchObject({
      code: 409,
      result: 'add_options: The attribute color already has an option labelled "red".',
    });
    expect((await asManager('PATCH', '/api/admin/attributes/color', { options: [{ value: '49', label: 'Red' }] })).code).toBe(409);
    expect((await asManager('PATCH', '/api/admin/attributes/color', { add_options: [{ label: 'Teal' }, { label: 'teal' }] })).code).toBe(
      409,
    );
    expect(
      (
        await asManager('PATCH', '/api/admin/attributes/color', {
          options: [
            { value: '49', label: 'A' },
            { value: '49', label: 'B' },
          ],
        })
      ).result,
    ).toBe('options: Each option may be listed once.');
    expect(await auditRows(api, 'attribute', 'color')).toEqual([]);
    expect(await auditRows(api, 'category', '3')).toEqual([]);
  });

  it('renames a category, cleans its description, and the public catalog follows after the version bump', async () => {
    const before = await catalogVersion(api);
    const saved = await asManager('PATCH', '/api/admin/categories/3', {
      name: 'Blue Crabs',
      description: '<p onclick="steal()">Steamed <b>daily</b><script>alert(1)</script></p>',
      meta_title: 'Blue crabs delivered',
      position: 4,
    });
    expect(saved.code).toBe(200);
    expect(saved.result).toMatchObject({
      id: 3,
      name: 'Blue Crabs',
      description: '<p>Steamed <b>daily</b></p>',
      meta_title: 'Blue crabs delivered',
      position: 4,
      url_key: 'crabs',
      url_path: 'crabs',
    });
    expect(await catalogVersion(api)).toBe(before + 1);
    await expect.poll(async () => (await catalog('category', [{ key: 'id', value: 3 }]))[0]?.name, { timeout: 5000 }).toBe('Blue Crabs');
    const [crabs] = await catalog('category', [{ key: 'id', value: 3 }]);
    expect(crabs).toMatchObject({ description: '<p>Steamed <b>daily</b></p>', position: 4, url_path: 'crabs' });
    // The tree order follows the new position: Merchandise (2) now comes before Crabs (4).
    expect((await list('/api/admin/categories')).items.map((c) => c.id)).toEqual([2, 5, 3, 4, 31]);

    const rows = await auditRows(api, 'category', '3');
    expect(rows.map((row) => [row.action, row.staff_id])).toEqual([['category.update', staff.manager.id]]);
    expect(JSON.parse(rows[0]?.before ?? '{}')).toMatchObject({ name: 'Crabs', position: 1, meta_title: '' });
    expect(JSON.parse(rows[0]?.after ?? '{}')).toMatchObject({ name: 'Blue Crabs', position: 4, meta_title: 'Blue crabs delivered' });

    // The same values again write nothing: no bump, no audit row.
    const unchanged = await asManager('PATCH', '/api/admin/categories/3', { name: 'Blue Crabs', position: 4 });
    expect(unchanged.code).toBe(200);
    expect(await catalogVersion(api)).toBe(before + 1);
    expect(await auditRows(api, 'category', '3')).toHaveLength(1);

    // Out of the menu and inactive: the category stops resolving in the shop.
    const resolved = async () =>
      ((await api.request('POST', '/api/url/map', { url: 'crabs/steamed-crabs' })).body as { _type?: string } | null)?._type ?? null;
    expect(await resolved()).toBe('category');
    await asManager('PATCH', '/api/admin/categories/4', { is_active: false, include_in_menu: false });
    await expect.poll(resolved, { timeout: 5000 }).toBe(null);
    const back = await asManager('PATCH', '/api/admin/categories/4', { is_active: true, include_in_menu: true });
    expect(back.result).toMatchObject({ is_active: 1, include_in_menu: 1 });
    await asManager('PATCH', '/api/admin/categories/3', { name: 'Crabs', position: 1 });
    await expect.poll(async () => (await catalog('category', [{ key: 'id', value: 3 }]))[0]?.name, { timeout: 5000 }).toBe('Crabs');
  });

  it('lists attributes and relabels one and its options; the public catalog follows', async () => {
    const attributes = await list('/api/admin/attributes');
    expect(attributes.items.map((a) => a.attribute_code)).toEqual(['color', 'size']);
    expect(attributes.items[0]).toMatchObject({
      attribute_id: 93,
      frontend_label: 'Color',
      frontend_input: 'select',
      is_filterable: 1,
      options_count: 2,
    });
    expect((await list('/api/admin/attributes?q=SIZ')).items.map((a) => a.attribute_code)).toEqual(['size']);
    const color = (await asManager('GET', '/api/admin/attributes/color')).result as Row;
    expect(color.options).toEqual([
      { value: '49', label: 'Navy', position: 0 },
      { value: '50', label: 'Red', position: 1 },
    ]);

    const before = await catalogVersion(api);
    const saved = await asManager('PATCH', '/api/admin/attributes/color', {
      frontend_label: 'Colour',
      is_comparable: true,
      position: 7,
      options: [
        { value: '49', label: 'Navy Blue', position: 2 },
        { value: '50', label: 'Red' },
      ],
      add_options: [{ label: 'Sea Green' }],
    });
    expect(saved.code).toBe(200);
    expect(saved.result).toMatchObject({ attribute_code: 'color', frontend_label: 'Colour', is_comparable: 1, position: 7 });
    // The new option takes the next number after every option value (168 is size's L).
    expect((saved.result as Row).options).toEqual([
      { value: '50', label: 'Red', position: 1 },
      { value: '49', label: 'Navy Blue', position: 2 },
      { value: '169', label: 'Sea Green', position: 3 },
    ]);
    expect(await catalogVersion(api)).toBe(before + 1);

    await expect
      .poll(async () => (await catalog('attribute', [{ key: 'attribute_code', value: 'color' }]))[0]?.frontend_label, { timeout: 5000 })
      .toBe('Colour');
    const [publicColor] = await catalog('attribute', [{ key: 'attribute_code', value: 'color' }]);
    expect(publicColor?.options).toEqual([
      { value: '50', label: 'Red' },
      { value: '49', label: 'Navy Blue' },
      { value: '169', label: 'Sea Green' },
    ]);

    const rows = await auditRows(api, 'attribute', 'color');
    expect(rows.map((row) => row.action)).toEqual(['attribute.update']);
    expect(JSON.parse(rows[0]?.before ?? '{}')).toEqual({
      frontend_label: 'Color',
      is_comparable: 0,
      position: 0,
      options: [{ value: '49', label: 'Navy', position: 0 }],
    });
    expect(JSON.parse(rows[0]?.after ?? '{}')).toEqual({
      frontend_label: 'Colour',
      is_comparable: 1,
      position: 7,
      options: [{ value: '49', label: 'Navy Blue', position: 2 }],
      added_options: [{ value: '169', label: 'Sea Green', position: 3 }],
    });

    // Nothing changed: no write.
    await asManager('PATCH', '/api/admin/attributes/color', { frontend_label: 'Colour', options: [{ value: '49', label: 'Navy Blue' }] });
    expect(await catalogVersion(api)).toBe(before + 1);
    expect(await auditRows(api, 'attribute', 'color')).toHaveLength(1);
  });
});
