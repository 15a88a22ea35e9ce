import { describe, expect, it } from 'vitest';
import { engines, suiteApi } from './harness.js';

type Items = { items: Array<Record<string, unknown>>; total: number; perPage: number; start: number };

describe.each(engines)('POST /api/catalog on $name', (engine) => {
  const api = suiteApi(engine);
  const search = async (body: Record<string, unknown>, headers?: Record<string, string>) => {
    const response = await api.request('POST', '/api/catalog', body, headers);
    return { status: response.status, code: response.body.code, result: response.body.result as Items };
  };

  it('lists the featured category by position with server-computed prices', async () => {
    const { result } = await search({ entityType: 'product', query: { filters: [{ key: 'category_ids', value: { in: [31] } }] } });
    expect(result.items.map((p) => p.sku)).toEqual(['CRAB-DZ', 'CRAB-CAKE', 'TEE']);
    const [crabs, cakes, tee] = result.items;
    // Active special price: price lowered, original kept, special shown.
    expect(crabs).toMatchObject({ price: 79.99, final_price: 79.99, special_price: 79.99, original_price: 89.99, price_incl_tax: 79.99 });
    // A special price whose window has not opened does not apply.
    expect(cakes).toMatchObject({ price: 39.5, special_price: null, original_special_price: 29.5 });
    // A configurable parent shows its cheapest available child (the cheaper red one is out of stock).
    expect(tee).toMatchObject({ price: 28, final_price: 28 });
  });

  it('keeps disabled products and configurable children out of lists unless asked', async () => {
    const { result } = await search({ entityType: 'product', size: 100 });
    const skus = result.items.map((p) => p.sku);
    expect(skus).not.toContain('OLD-ITEM');
    expect(skus).not.toContain('TEE-NAVY-M');
    const child = await search({
      entityType: 'product',
      query: {
        filters: [
          { key: 'sku', value: 'TEE-NAVY-M' },
          { key: 'visibility', value: 1 },
        ],
      },
    });
    expect(child.result.items).toHaveLength(1);
  });

  it('matches a configurable product by any enabled child attribute value', async () => {
    const { result } = await search({ entityType: 'product', query: { filters: [{ key: 'color', value: '50' }] } });
    expect(result.items.map((p) => p.sku)).toEqual(['TEE']);
  });

  it('finds a parent by a child sku through a nested key', async () => {
    const { result } = await search({
      entityType: 'product',
      query: { filters: [{ key: 'configurable_children.sku', value: { eq: 'TEE-RED-L' } }] },
    });
    expect(result.items.map((p) => p.sku)).toEqual(['TEE']);
  });

  it('prices bundles from default links and grouped products from their links', async () => {
    const { result } = await search({
      entityType: 'product',
      query: { filters: [{ key: 'sku', value: { in: ['FEAST', 'SIDES'] } }] },
      sort: 'sku',
    });
    expect(result.items.map((p) => [p.sku, p.price])).toEqual([
      ['FEAST', 2 * 79.99 + 4 * 6],
      ['SIDES', 2 * 6 + 79.99],
    ]);
  });

  it('supports range operators, sorting and paging', async () => {
    const { result } = await search({
      entityType: 'product',
      query: { filters: [{ key: 'final_price', value: { gte: 10, lt: 80 } }] },
      sort: 'final_price:desc',
      size: 2,
      start: 1,
    });
    expect(result.total).toBe(3);
    expect(result.items.map((p) => p.sku)).toEqual(['CRAB-CAKE', 'TEE']);
    expect(result).toMatchObject({ start: 1, perPage: 2 });
  });

  it('turns a size below 1 into 50 and a negative start into 0', async () => {
    const { result } = await search({ entityType: 'product', size: 0, start: -5 });
    expect(result).toMatchObject({ perPage: 50, start: 0 });
  });

  it('projects fields with include and exclude lists, dotted paths and wildcards', async () => {
    const { result } = await search({
      entityType: 'product',
      query: { filters: [{ key: 'sku', value: 'CRAB-DZ' }] },
      includeFields: ['sku', 'stock.*', '*_incl_tax'],
      excludeFields: ['stock.qty'],
    });
    const [doc] = result.items;
    expect(Object.keys(doc).sort()).toEqual([
      'final_price_incl_tax',
      'original_price_incl_tax',
      'price_incl_tax',
      'sku',
      'special_price_incl_tax',
      'stock',
    ]);
    expect(doc.stock).not.toHaveProperty('qty');
  });

  it('answers a category id below the root with the spec message', async () => {
    const response = await search({ entityType: 'category', query: { filters: [{ key: 'id', value: 1 }] } });
    expect(response.code).toBe(404);
    expect(response.result).toBe('Category query returned empty result');
  });

  it('lists categories with product counts and children', async () => {
    const { result } = await search({
      entityType: 'category',
      query: {
        filters: [
          { key: 'parent_id', value: 2 },
          { key: 'product_count', value: { gt: 0 } },
        ],
      },
    });
    expect(result.items.map((c) => c.name)).toEqual(['Crabs', 'Merchandise', "Captain's Picks"]);
    expect(result.items[0]).toMatchObject({ url_path: 'crabs', level: 2, product_count: 5 });
    expect((result.items[0].children_data as Array<{ url_path: string }>)[0].url_path).toBe('crabs/steamed-crabs');
  });

  it('shows only published blog posts by default, newest first', async () => {
    const { result } = await search({ entityType: 'cms_blog' });
    expect(result.items.map((p) => p.url_key)).toEqual(['steaming-at-home']);
  });

  it('gives each store its own product list and content', async () => {
    const restaurant = await search({ entityType: 'product', storeCode: 'restaurant', size: 100 });
    expect(restaurant.result.items.map((p) => p.sku)).toEqual(['CRAB-DZ']);
    const blocks = await search(
      { entityType: 'cms_block', query: { filters: [{ key: 'identifier', value: 'header-top' }] } },
      { 'x-vs-store-code': 'restaurant' },
    );
    expect(blocks.result.items[0].content).toContain('Crab House');
  });

  it('aggregates filters with labels, counting configurables by their children', async () => {
    const response = await api.request('POST', '/api/catalog', {
      entityType: 'product',
      query: { aggregations: ['color', 'price'] },
      size: 999,
    });
    const result = response.body.result as {
      aggregations: Record<string, { buckets: Array<{ key: string; doc_count: number; label: string; from?: number; to?: number }> }>;
      attributeMetadata: Array<{ attribute_code: string }>;
    };
    expect(result.aggregations.color.buckets).toEqual([
      { key: '49', doc_count: 1, label: 'Navy' },
      { key: '50', doc_count: 1, label: 'Red' },
    ]);
    expect(result.aggregations.price.buckets.map((b) => [b.label, b.doc_count])).toEqual([
      ['< $50', 3],
      ['$50 - 100', 2],
      ['$100 - 150', 0],
      ['> $150', 1],
    ]);
    expect(result.attributeMetadata.map((a) => a.attribute_code)).toEqual(['color']);
  });

  it('finds products by fuzzy text, ranking name above category', async () => {
    const { result } = await search({ entityType: 'product', query: { search: 'steemed crabs' } });
    expect(result.items[0].sku).toBe('CRAB-DZ');
    expect(result.items[0]._score as number).toBeGreaterThan(0.02);
  });

  it('forgives a swap of adjacent letters in the first two as anywhere else', async () => {
    const skusFor = async (text: string) =>
      (await search({ entityType: 'product', query: { search: text } })).result.items.map((p) => p.sku);
    // "sewet" swaps the 2nd and 3rd letters (across the fixed prefix), "rcab" the first two; "cbra" swaps inside it too.
    expect(await skusFor('sewet corn')).toContain('SIDE-CORN');
    expect(await skusFor('rcab cakes')).toContain('CRAB-CAKE');
    expect(await skusFor('swete corn')).toContain('SIDE-CORN');
  });

  it('orders search results by relevance unless a sort is given, and then by that sort', async () => {
    const query = { search: 'crab' };
    const skus = (result: Items) => result.items.map((p) => p.sku as string);
    const numbers = (result: Items, field: string) => result.items.map((p) => p[field] as number);
    const ascending = (values: readonly (number | string)[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);
    const descending = (values: readonly (number | string)[]) => ascending([...values].reverse());

    const relevance = (await search({ entityType: 'product', query, size: 100 })).result;
    expect(relevance.total).toBeGreaterThan(2);
    expect(descending(numbers(relevance, '_score'))).toBe(true);
    // An empty sort is no sort: still relevance.
    expect(skus((await search({ entityType: 'product', query, sort: '', size: 100 })).result)).toEqual(skus(relevance));

    const cheapest = (await search({ entityType: 'product', query, sort: 'final_price', size: 100 })).result;
    const dearest = (await search({ entityType: 'product', query, sort: 'final_price:desc', size: 100 })).result;
    const latest = (await search({ entityType: 'product', query, sort: 'updated_at:desc', size: 100 })).result;
    for (const sorted of [cheapest, dearest, latest]) {
      expect(sorted.total).toBe(relevance.total);
      expect([...skus(sorted)].sort()).toEqual([...skus(relevance)].sort());
    }
    expect(ascending(numbers(cheapest, 'final_price'))).toBe(true);
    expect(descending(numbers(dearest, 'final_price'))).toBe(true);
    expect(numbers(cheapest, 'final_price')).not.toEqual(numbers(relevance, 'final_price'));
    expect(descending(latest.items.map((p) => p.updated_at as string))).toBe(true);

    // Paging follows the chosen order.
    const secondPage = (await search({ entityType: 'product', query, sort: 'final_price', start: 2, size: 2 })).result;
    expect(skus(secondPage)).toEqual(skus(cheapest).slice(2, 4));
  });

  it('always finds an exact child sku', async () => {
    const { result } = await search({ entityType: 'product', query: { search: 'TEE-RED-L' } });
    expect(result.items.map((p) => p.sku)).toContain('TEE');
  });

  it.each([
    [{ entityType: 'orders' }, 'entityType'],
    [{ entityType: 'product', size: 100000 }, 'size'],
    [{ entityType: 'product', query: { filters: [{ key: 'name; DROP TABLE products', value: 'x' }] } }, 'key'],
    [{ entityType: 'product', query: { filters: [{ key: 'price', value: { between: [1, 2] } }] } }, 'between'],
    [{ entityType: 'product', query: { filters: [{ key: 'price', value: { eq: 1, in: [1] } }] } }, 'one operator'],
    [{ entityType: 'product', sort: 'price; drop' }, 'sort'],
  ])('refuses bad input %j with a 400 envelope', async (body, mentions) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(String(response.result)).toContain(mentions);
  });

  it('treats injection strings in filter values as plain values', async () => {
    const { result, status } = await search({
      entityType: 'product',
      query: { filters: [{ key: 'name', value: { like: "%' OR 1=1 --" } }] },
    });
    expect(status).toBe(200);
    expect(result.total).toBe(0);
  });
});
