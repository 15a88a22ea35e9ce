import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CategoryDocument, StoreView } from '@shoreline/domain';
import { createApiClient } from '@shoreline/sdk';
import { loadCategoryPage, loadOwnFilterLessAggregations } from './category-data.server';

type CategoryFields = Pick<CategoryDocument, 'id' | 'name' | 'slug' | 'url_key' | 'url_path' | 'is_active'>;

const category = (id: number, urlPath: string, name: string): CategoryFields => {
  const slug = urlPath.split('/').at(-1) ?? urlPath;
  return { id, name, slug, url_key: slug, url_path: urlPath, is_active: true };
};

/** The categories of one store; two "sale" categories share their slug. */
const CATEGORIES = [
  category(13, 'soups-and-sides', 'Soups & Sides'),
  category(14, 'soups-and-sides/soups', 'Soups'),
  category(40, 'crabs/sale', 'Crab Sale'),
  category(41, 'shrimp/sale', 'Shrimp Sale'),
];

interface CatalogBody {
  entityType: string;
  query?: { filters?: Array<{ key: string; value: unknown }> };
}

function matches(document: CategoryFields, filter: { key: string; value: unknown }): boolean {
  const actual = document[filter.key as keyof CategoryFields];
  const expected = typeof filter.value === 'object' && filter.value !== null && 'eq' in filter.value ? filter.value.eq : filter.value;
  return actual === expected;
}

/** POST /api/catalog over CATEGORIES, answering the equality filters the category loader sends. */
async function fakeCatalog(_url: string, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as CatalogBody;
  const filters = body.query?.filters ?? [];
  const items = body.entityType === 'category' ? CATEGORIES.filter((document) => filters.every((filter) => matches(document, filter))) : [];
  return Response.json({ code: 200, result: { items, total: items.length, start: 0, perPage: items.length, aggregations: {} } });
}

function loadContext(): AppLoadContext {
  const store = { storeCode: 'main' } as StoreView;
  return {
    api: createApiClient({ baseUrl: '', storeCode: 'main', fetch: fakeCatalog }),
    apiForStore: (storeCode) => createApiClient({ baseUrl: '', storeCode, fetch: fakeCatalog }),
    store,
    stores: [store],
    requestId: 'test',
    log: { warn: () => undefined },
    nonce: '',
  };
}

/** What the loader threw: a redirect Response, or the status of `data(null, {status})`. */
async function thrownBy(load: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown: unknown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') };
  if (thrown && typeof thrown === 'object' && 'init' in thrown) {
    const init = thrown.init as ResponseInit | null;
    return { status: init?.status ?? 0, location: null };
  }
  throw new Error(`the loader did not throw a response: ${String(thrown)}`);
}

describe('loadCategoryPage: a category opened by its own slug', () => {
  it('answers a nested category slug with a 301 to its canonical url_path, keeping the query', async () => {
    const url = new URL('http://shop.test/c/soups?color=49&sort=price:asc');
    expect(await thrownBy(loadCategoryPage(loadContext(), 'soups', url))).toEqual({
      status: 301,
      location: '/c/soups-and-sides/soups?color=49&sort=price:asc',
    });
  });

  it('answers 404 for a slug two categories share, and for a slug no category has', async () => {
    expect(await thrownBy(loadCategoryPage(loadContext(), 'sale', new URL('http://shop.test/c/sale')))).toEqual({
      status: 404,
      location: null,
    });
    expect(await thrownBy(loadCategoryPage(loadContext(), 'chowder', new URL('http://shop.test/c/chowder')))).toEqual({
      status: 404,
      location: null,
    });
  });

  it('does not look a slug up below another path', async () => {
    expect(await thrownBy(loadCategoryPage(loadContext(), 'crabs/soups', new URL('http://shop.test/c/crabs/soups')))).toEqual({
      status: 404,
      location: null,
    });
  });
});

describe('loadOwnFilterLessAggregations: a chosen group counts under the other chosen filters', () => {
  it('asks for each chosen group with every other chosen filter and without its own', async () => {
    const asked: Array<{ aggregations: unknown; keys: string[] }> = [];
    const recording = async (_url: string, init?: RequestInit): Promise<Response> => {
      const body = JSON.parse(String(init?.body)) as { query: { aggregations: unknown; filters: Array<{ key: string }> } };
      asked.push({ aggregations: body.query.aggregations, keys: body.query.filters.map((filter) => filter.key) });
      return Response.json({ code: 200, result: { items: [], total: 0, start: 0, perPage: 1, aggregations: { seen: { buckets: [] } } } });
    };
    const api = createApiClient({ baseUrl: '', storeCode: 'main', fetch: recording });
    const found = await loadOwnFilterLessAggregations(api, [3], { crab_size: ['212'], price: ['0.0-50.0'] });
    expect(Object.keys(found).sort()).toEqual(['crab_size', 'price']);
    const forPrice = asked.find((request) => JSON.stringify(request.aggregations) === '["price"]');
    const forSize = asked.find((request) => JSON.stringify(request.aggregations) === '["crab_size"]');
    expect(forPrice?.keys).toContain('crab_size');
    expect(forPrice?.keys.some((key) => key.includes('price'))).toBe(false);
    expect(forSize?.keys.some((key) => key.includes('price'))).toBe(true);
    expect(forSize?.keys).not.toContain('crab_size');
  });

  it('asks nothing when nothing is chosen', async () => {
    const api = createApiClient({ baseUrl: '', storeCode: 'main', fetch: fakeCatalog });
    expect(await loadOwnFilterLessAggregations(api, [3], {})).toEqual({});
  });
});
