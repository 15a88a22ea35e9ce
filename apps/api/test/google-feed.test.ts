import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { engines, miniCatalogWith, suiteApi } from './harness.js';

/** The item of one id in the feed's XML, or null. */
const itemOf = (xml: string, id: string): string | null =>
  [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]).find((item) => item.includes(`<g:id>${id}</g:id>`)) ?? null;

describe.each(engines)('the Google Merchant Center feed on $name', (engine) => {
  const api = suiteApi(engine);
  const feed = async (query = '') => {
    const answer = await fetch(`${api.baseUrl}/feeds/google.xml${query}`);
    return { status: answer.status, type: answer.headers.get('content-type'), xml: await answer.text() };
  };

  it('lists every product with a page of its own, with price, sale window, availability and overnight shipping', async () => {
    const { status, type, xml } = await feed();
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);

    const crabs = itemOf(xml, 'CRAB-DZ') ?? '';
    expect(crabs).toContain('<g:price>89.99 USD</g:price>');
    expect(crabs).toContain('<g:sale_price>79.99 USD</g:sale_price>');
    expect(crabs).toContain('<g:sale_price_effective_date>2020-01-01T00:00+0000/2099-12-31T23:59+0000</g:sale_price_effective_date>');
    expect(crabs).toMatch(/<link>http:\/\/[^<]+\/p\/CRAB-DZ\/steamed-blue-crabs-dozen<\/link>/);
    expect(crabs).toContain('<g:availability>in_stock</g:availability>');
    expect(crabs).toContain('<g:identifier_exists>no</g:identifier_exists>');
    expect(crabs).toMatch(
      /<g:shipping><g:country>US<\/g:country><g:region>MD<\/g:region><g:service>Overnight<\/g:service><g:price>\d+\.\d\d USD<\/g:price><g:min_handling_time>\d<\/g:min_handling_time><g:max_handling_time>\d<\/g:max_handling_time><g:min_transit_time>1<\/g:min_transit_time><g:max_transit_time>1<\/g:max_transit_time><\/g:shipping>/,
    );
    // Overnight reaches the lower 48 and DC by default: a row for each, none for Alaska or Hawaii.
    const regions = [...crabs.matchAll(/<g:region>([A-Z]{2})<\/g:region>/g)].map((m) => m[1]);
    expect(regions).toHaveLength(49);
    expect(regions).not.toContain('AK');
    expect(regions).not.toContain('HI');

    // A sale that has not begun is announced with its window.
    const cakes = itemOf(xml, 'CRAB-CAKE') ?? '';
    expect(cakes).toContain('<g:sale_price>29.50 USD</g:sale_price>');
    expect(cakes).toContain('<g:sale_price_effective_date>2099-01-01T00:00+0000/');

    // Variants are items of their own, grouped by the parent.
    for (const sku of ['TEE-NAVY-M', 'TEE-RED-L']) {
      const variant = itemOf(xml, sku) ?? '';
      expect(variant).toContain('<g:item_group_id>TEE</g:item_group_id>');
      expect(variant).toContain(`/p/TEE/crab-shack-tee/${sku}</link>`);
    }
    expect(itemOf(xml, 'TEE')).toBeNull();
    expect(itemOf(xml, 'FEAST')).toContain('<g:is_bundle>yes</g:is_bundle>');
    // Disabled products are not offered.
    expect(itemOf(xml, 'OLD-ITEM')).toBeNull();
  });

  it("answers the store the request names with that store's products and address", async () => {
    const { status, xml } = await feed('?storeCode=restaurant');
    expect(status).toBe(200);
    const ids = [...xml.matchAll(/<g:id>([^<]+)<\/g:id>/g)].map((m) => m[1]);
    expect(ids).toEqual(['CRAB-DZ']);
    expect(xml).toMatch(/<link>http:\/\/restaurant\.localhost:\d+\/p\/CRAB-DZ\//);
  });

  it('answers an unknown store code with the default store, as every catalog call does', async () => {
    expect((await feed('?storeCode=nowhere')).xml).toEqual((await feed()).xml);
  });
});

const classed = (id: number, sku: string, weight: number, shippingClass: string) =>
  JSON.stringify({
    type: 'product',
    id,
    sku,
    type_id: 'simple',
    name: sku,
    url_key: sku.toLowerCase(),
    price: 40,
    tax_class_id: 5,
    category_ids: [3],
    image: '/product/corn.svg',
    weight,
    stock: { qty: 100, manage_stock: true },
    attributes: { shipping_class: shippingClass },
  });

describe.each(engines)("the feed's shipping rows follow the perishable rules on $name", (engine) => {
  const shipping = loadConfig({
    REMOTE_STATES_SURCHARGE: 'HI:39.99',
    OVERNIGHT_STATES: 'MD,VA,DE',
    COLD_PACK: 'gel:0,dryice:4.99',
  }).shipping;
  const catalog = miniCatalogWith([
    '{"type":"attribute","attribute_id":206,"attribute_code":"shipping_class","frontend_label":"Shipping class","frontend_input":"text","is_visible":false}',
    classed(191, 'LIVE', 7, 'live'),
    classed(192, 'CHILLED', 12, 'perishable'),
  ]);
  const api = suiteApi(engine, { seedFile: catalog, shipping });
  const rowsOf = (item: string) =>
    [...item.matchAll(/<g:shipping>([\s\S]*?)<\/g:shipping>/g)].map((m) => ({
      region: /<g:region>(\w+)<\/g:region>/.exec(m[1])?.[1] ?? null,
      price: /<g:price>([^<]+)<\/g:price>/.exec(m[1])?.[1],
      transit: /<g:max_transit_time>(\d+)<\/g:max_transit_time>/.exec(m[1])?.[1],
    }));

  it('names only the states the shop delivers to: live goods never go to a remote state, chilled ones go with dry ice', async () => {
    const xml = await (await fetch(`${api.baseUrl}/feeds/google.xml`)).text();
    const overnight = (shipping.overnightCents / 100).toFixed(2);
    expect(rowsOf(itemOf(xml, 'LIVE') ?? '')).toEqual(
      ['DE', 'MD', 'VA'].map((region) => ({ region, price: `${overnight} USD`, transit: '1' })),
    );
    const chilled = rowsOf(itemOf(xml, 'CHILLED') ?? '');
    expect(chilled.map((row) => row.region)).toEqual(['DE', 'HI', 'MD', 'VA']);
    expect(chilled.find((row) => row.region === 'HI')).toEqual({
      region: 'HI',
      price: `${((shipping.overnightCents + 3999 + 499) / 100).toFixed(2)} USD`,
      transit: '2',
    });
  });
});
