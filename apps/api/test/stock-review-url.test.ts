import { describe, expect, it } from 'vitest';
import { engines, suiteApi } from './harness.js';

describe.each(engines)('stock, reviews, url map and render-list on $name', (engine) => {
  const api = suiteApi(engine);

  it('checks stock for one sku and for a list, in order', async () => {
    const one = await api.request('GET', '/api/stock/check?sku=CRAB-DZ');
    expect(one.body).toMatchObject({ code: 200, result: { product_id: 101, qty: 10, is_in_stock: true, manage_stock: true } });
    const list = await api.request('GET', '/api/stock/list?skus=CRAB-CAKE,CRAB-DZ');
    expect((list.body.result as Array<{ product_sku: string; is_in_stock: boolean }>).map((s) => [s.product_sku, s.is_in_stock])).toEqual([
      ['CRAB-CAKE', false],
      ['CRAB-DZ', true],
    ]);
  });

  it('refuses stock calls without skus or for unknown skus', async () => {
    expect((await api.request('GET', '/api/stock/check')).body).toMatchObject({ code: 400, result: 'sku parameter is required' });
    expect((await api.request('GET', '/api/stock/list?skus=')).body).toMatchObject({ code: 400, result: 'skus parameter is required' });
    expect((await api.request('GET', '/api/stock/check?sku=NOPE')).status).toBe(404);
  });

  it('lists approved reviews with a summary and stores new ones unapproved', async () => {
    const before = await api.request('GET', '/api/review/product/101');
    expect(before.body.result).toMatchObject({ summary: { count: 1, average: 5 } });
    const created = await api.request('POST', '/api/review/create', {
      review: { product_id: 101, title: 'Sweet and heavy', detail: 'Every crab was full of meat.', nickname: 'Dee', rating: 4 },
    });
    expect(created.body).toMatchObject({ code: 200, result: { review_status: 2, product_id: 101 } });
    const after = await api.request('GET', '/api/review/product/101');
    expect((after.body.result as { summary: { count: number } }).summary.count).toBe(1);
  });

  it('refuses invalid reviews with a clear message', async () => {
    const response = await api.request('POST', '/api/review/create', {
      review: { product_id: 'x', title: '', detail: 'short', nickname: 'A' },
    });
    expect(response.status).toBe(400);
    expect(String(response.body.result)).toContain('product_id');
    const missing = await api.request('POST', '/api/review/create', {
      review: { product_id: 999, title: 'T', detail: 'Long enough detail', nickname: 'Al' },
    });
    expect(missing.status).toBe(404);
  });

  it('resolves paths in the spec order and answers null for nothing', async () => {
    const map = async (url: string) =>
      (
        await fetch(`${api.baseUrl}/api/url/map`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url }),
        })
      ).json();
    expect(await map('steamed-blue-crabs-dozen')).toMatchObject({ _type: 'product', _source: { sku: 'CRAB-DZ' } });
    expect(await map('crabs/steamed-crabs')).toMatchObject({ _type: 'category', _source: { id: 4 } });
    expect(await map('returns')).toMatchObject({ _type: 'cms_page', _source: { identifier: 'returns' } });
    expect(await map('old-crabs')).toEqual({
      _type: 'redirect',
      _source: { redirect_type: 301, target_path: '/c/crabs', request_path: 'old-crabs' },
    });
    expect(await map('merchandise/navy')).toMatchObject({
      _type: 'category',
      _source: { id: 5, filterAttribute: { code: 'color', value: '49' } },
    });
    expect(await map('discontinued-pot')).toBeNull();
    expect(await map('no/such/thing')).toBeNull();
  });

  it('answers a url map call without url with a 400 envelope', async () => {
    const response = await api.request('POST', '/api/url/map', {});
    expect(response.body).toMatchObject({ code: 400, result: 'Missing url' });
  });

  it('renders fresh prices for a list of skus', async () => {
    const response = await api.request('GET', '/api/product/render-list?skus=CRAB-DZ,TEE,NOPE');
    const result = response.body.result as {
      items: Array<{ sku: string; price_info: { final_price: number; regular_price: number } }>;
      total_count: number;
    };
    expect(result.total_count).toBe(2);
    expect(result.items[0]).toMatchObject({ sku: 'CRAB-DZ', price_info: { final_price: 79.99, regular_price: 89.99 } });
  });
});
