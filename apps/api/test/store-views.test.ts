import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { upsertCatalog } from '../src/seed/upsert.js';
import { CatalogImportError } from '../src/seed/parse.js';
import { engines, suiteApi, type RunningApi } from './harness.js';
import sharp from 'sharp';
import { mailsTo, orderCart, signedUpCustomer, type OutboxMail } from './fixtures.js';

/**
 * Issue 23: the German and Italian store views of the shop's seed catalog. STORE_VIEWS enables them (same
 * products and USD prices as the main store, their own texts where the catalog has them, English elsewhere);
 * without it they stay as before: defined, selling nothing, in English.
 */
const SHOP_SEED = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'seed', 'catalog.ndjson');

type Doc = Record<string, unknown>;
type Items = { items: Doc[]; total: number };

const catalogOf =
  (api: RunningApi) =>
  async (entityType: string, storeCode: string, filters: unknown[] = [], size = 200) => {
    const response = await api.request('POST', '/api/catalog', { entityType, storeCode, size, query: { filters } });
    expect(response.status).toBe(200);
    return response.body.result as Items;
  };

describe.each(engines)('store views enabled (STORE_VIEWS=de,it) on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: SHOP_SEED, storeViews: ['de', 'it'] });
  const catalog = catalogOf(api);

  /** A mail's pictures, each checked to be a PNG the running API serves (mail clients drop SVG). */
  const picturesServedAsPng = async (html: string) => {
    const pictures = [...new Set([...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')))];
    for (const picture of pictures) {
      const answer = await fetch(api.baseUrl + new URL(picture).pathname);
      expect(answer.status, picture).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('png');
    }
    return pictures;
  };

  it('lists the views as mapped to their prefixes', async () => {
    const stores = (await api.request('GET', '/api/stores')).body.result as Doc[];
    expect(stores.find((s) => s.storeCode === 'de')).toMatchObject({ urlPrefix: '/de', appendStoreCode: true, urlMappingEnabled: true });
    expect(stores.find((s) => s.storeCode === 'it')).toMatchObject({ urlPrefix: '/it', urlMappingEnabled: true });
    expect(stores.find((s) => s.storeCode === 'main')).toMatchObject({ urlPrefix: null, urlMappingEnabled: true });
  });

  it('answers storeCode=de with the main products, German names and the same USD prices', async () => {
    const main = await catalog('product', 'main');
    const de = await catalog('product', 'de');
    expect(de.total).toBe(main.total);
    const mainCrabs = main.items.find((p) => p.sku === 'CRAB-STEAM');
    const deCrabs = de.items.find((p) => p.sku === 'CRAB-STEAM');
    expect(deCrabs).toMatchObject({ name: 'Gedämpfte Blaukrabben', price: mainCrabs?.price, final_price: mainCrabs?.final_price });
    expect(String(deCrabs?.description)).toContain('Für diese Krabben sind wir bekannt');
    expect(deCrabs?.category).toEqual(expect.arrayContaining([expect.objectContaining({ category_id: 3, name: 'Krabben' })]));
    // Every product the view sells has its name in the view's language.
    expect(de.items.find((p) => p.sku === 'MERCH-CAP')?.name).toBe('Crab-Shack-Kappe');
    const mainNames = new Map(main.items.map((p) => [p.sku, p.name]));
    expect(de.items.filter((p) => p.name === mainNames.get(String(p.sku))).map((p) => p.sku)).toEqual([]);
    // The main store is unchanged.
    expect(mainCrabs?.name).toBe('Steamed Blue Crabs');
    const it = await catalog('product', 'it', [{ key: 'sku', value: 'CRAB-STEAM' }]);
    expect(it.items[0]?.name).toBe('Granchi blu al vapore');
  });

  it('labels the options a shopper chooses with in the view language: custom options, values, attributes', async () => {
    type Option = { title: string; values?: Array<{ title: string }> };
    type Configurable = { label: string; values: Array<{ label: string }> };
    const product = async (storeCode: string, sku: string) => (await catalog('product', storeCode, [{ key: 'sku', value: sku }])).items[0];
    const sauce = async (storeCode: string) =>
      ((await product(storeCode, 'CRAB-CAKE-JUMBO-2'))?.custom_options as Option[]).find((option) => option.values?.length);
    expect(await sauce('de')).toMatchObject({
      title: 'Soße',
      values: expect.arrayContaining([expect.objectContaining({ title: 'Keine Soße' })]),
    });
    expect(await sauce('it')).toMatchObject({
      title: 'Salsa',
      values: expect.arrayContaining([expect.objectContaining({ title: 'Senza salsa' })]),
    });
    expect((await sauce('main'))?.title).toBe('Sauce');
    const [color] = (await product('de', 'MERCH-CAP'))?.configurable_options as Configurable[];
    expect(color).toMatchObject({ label: 'Farbe', values: expect.arrayContaining([expect.objectContaining({ label: 'Marineblau' })]) });
    const attributes = (await api.request('POST', '/api/catalog', { entityType: 'attribute', storeCode: 'it', size: 50, query: {} })).body
      .result as Items;
    expect(attributes.items.find((a) => a.attribute_code === 'color')).toMatchObject({ frontend_label: 'Colore' });
  });

  it('names the categories in the view language, with their product counts', async () => {
    const de = await catalog('category', 'de');
    const main = await catalog('category', 'main');
    const crabs = de.items.find((c) => c.id === 3);
    expect(crabs).toMatchObject({ name: 'Krabben', url_path: 'crabs', product_count: main.items.find((c) => c.id === 3)?.product_count });
    expect((crabs?.children_data as Doc[]).map((c) => c.name)).toContain('Gedämpfte Krabben');
    // Every category is translated (Crab Cakes is German too; the root is never shown).
    const untranslated = de.items.filter((c) => c.name === main.items.find((m) => m.id === c.id)?.name).map((c) => c.name);
    expect(untranslated).toEqual(['Default Category', 'Crab Cakes']);
    expect((await catalog('category', 'it')).items.find((c) => c.id === 3)?.name).toBe('Granchi');
  });

  it("promises no delivery day in any view's home hero: the header's cut-off line names the day the rule keeps", async () => {
    for (const storeCode of ['main', 'de', 'it']) {
      const { mainBanners } = (await api.request('GET', `/api/banners?storeCode=${storeCode}`)).body.result as { mainBanners: Doc[] };
      const claims = mainBanners.map((banner) => `${String(banner.title)} ${String(banner.subtitle)}`);
      expect(claims.filter((claim) => /\btomorrow\b|Morgen auf|domani/i.test(claim))).toEqual([]);
    }
  });

  it('finds products by their German names and serves the German CMS', async () => {
    const found = await api.request('POST', '/api/catalog', { entityType: 'product', storeCode: 'de', query: { text: 'Blaukrabben' } });
    expect((found.body.result as Items).items.map((p) => p.sku)).toContain('CRAB-STEAM');
    const [page] = (await catalog('cms_page', 'de', [{ key: 'identifier', value: 'shipping' }])).items;
    expect(page).toMatchObject({ title: 'Versand & Lieferung' });
    const [footer] = (await catalog('cms_block', 'it', [{ key: 'identifier', value: 'footer-1' }])).items;
    expect(String(footer?.content)).toContain('Chi siamo');
  });

  it('mails the confirmation of an order placed in the German view in German', async () => {
    const headers = { 'x-vs-store-code': 'de' };
    const cartId = (await api.request('POST', '/api/cart/create', undefined, headers)).body.result as string;
    const added = await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SEASONING-6OZ', qty: 2 } }, headers);
    expect(added.body.code, JSON.stringify(added.body.result)).toBe(200);
    const email = `de-${engine.name}@example.com`;
    const placed = await orderCart(api, cartId, { headers, email, products: [{ sku: 'SEASONING-6OZ', qty: 2 }] });
    expect(placed.code, JSON.stringify(placed.result)).toBe(200);
    const orderNumber = (placed.result as { orderNumber: string }).orderNumber;
    await expect.poll(() => mailsTo(api, email).length, { timeout: 5000 }).toBe(1);
    const [mail] = mailsTo(api, email) as Array<OutboxMail & { html: string }>;
    expect(mail.subject).toBe(`Ihre Bestellung ${orderNumber} bei Shoreline`);
    expect(mail.text).toContain(`vielen Dank für Ihre Bestellung ${orderNumber} bei Shoreline.`);
    expect(mail.text).toContain('Ihre Bestellung:');
    expect(mail.text).toContain('2 x Shoreline Meeresfrüchte-Würzmischung, 6-oz-Dose (SEASONING-6OZ)');
    expect(mail.text).toMatch(/Sie kommt am \w+, \d+\. \w+ \d{4} gekühlt bei Ihnen an\./u);
    expect(mail.text).toMatch(/^Zwischensumme: /mu);
    expect(mail.text).toMatch(/^Gesamtsumme: /mu);
    expect(mail.text).toContain('Lieferadresse:');
    expect(mail.html).toContain('lang="de-DE"');
    expect(mail.html).toContain('<strong>Gesamtsumme</strong>');
    // The logo and the product's picture as PNG copies; the button to the German view's receipt page.
    expect(await picturesServedAsPng(mail.html)).toEqual([
      `${api.config.publicUrl}/media/360/96/png/brand/shoreline-logo.svg`,
      expect.stringMatching(new RegExp(`^${api.config.publicUrl}/media/120/120/png/product/.+\\.svg$`)),
    ]);
    expect(mail.text).toContain(`${api.config.publicUrl}/de/checkout/thank-you?order=`);
    // Method names in German, amounts as German writes US dollars.
    expect(mail.text).toContain('Zahlung: Nachnahme');
    expect(mail.text).toMatch(/^Versand & Verpackung \(Lieferung über Nacht\): \d+,\d{2}\u00a0\$$/mu);
    expect(mail.text).toMatch(/^Gesamtsumme: \d+,\d{2}\u00a0\$$/mu);
    // The thank-you page reads the names in the view it is read in; the order keeps the names it was placed with.
    const receipt = (placed.result as { receipt: Record<string, string | number> }).receipt;
    const query = new URLSearchParams(Object.entries(receipt).map(([key, value]) => [key, String(value)])).toString();
    type ReceiptAnswer = { payment_title: string; priced_order: { segments: Array<{ code: string; shipping?: { method: string } }> } };
    const read = async (store: string) =>
      (await api.request('GET', `/api/order/receipt?${query}`, undefined, { 'x-vs-store-code': store })).body.result as ReceiptAnswer;
    const german = await read('de');
    expect(german.payment_title).toBe('Nachnahme');
    expect(german.priced_order.segments.find((segment) => segment.code === 'shipping')?.shipping?.method).toBe('Lieferung über Nacht');
    const english = await read('main');
    expect(english.payment_title).toBe('Cash on delivery');
    expect(english.priced_order.segments.find((segment) => segment.code === 'shipping')?.shipping?.method).toBe('Overnight delivery');
  });

  it("mails a password reset asked in the German view and a newsletter sign-up in the Italian one in their language, with the view's links and PNG pictures", async () => {
    const german = { 'x-vs-store-code': 'de' };
    const email = `de-reset-${engine.name}@example.com`;
    await signedUpCustomer(api, email);
    expect((await api.request('POST', '/api/user/reset-password', { email }, german)).body).toEqual({ code: 200, result: true });
    const reset = mailsTo(api, email).find((mail) => mail.text.includes('/create-password/')) as OutboxMail & { html: string };
    expect(reset.subject).toBe('Ihr Passwort bei Shoreline zurücksetzen');
    expect(reset.text).toContain('Neues Passwort festlegen:');
    expect(reset.text).not.toContain('Set a new password');
    expect(reset.html).toContain('lang="de-DE"');
    // The German view lives below /de (STORE_VIEWS), so its links do too.
    expect(reset.text).toContain(`${api.config.publicUrl}/de/create-password/token/`);

    const italian = { 'x-vs-store-code': 'it' };
    const subscriber = `it-news-${engine.name}@example.com`;
    expect((await api.request('POST', '/api/ext/vsf-api-klaviyo/subscribe', { email: subscriber, storeCode: 'it' }, italian)).body).toEqual(
      { code: 200, result: true },
    );
    await expect.poll(() => mailsTo(api, subscriber).length, { timeout: 5000 }).toBe(1);
    const [signUp] = mailsTo(api, subscriber) as Array<OutboxMail & { html: string }>;
    expect(signUp.subject).toBe('Conferma la tua iscrizione alla newsletter di Shoreline');
    expect(signUp.html).toContain('lang="it-IT"');
    expect(signUp.text).toContain(`${api.config.publicUrl}/it/newsletter/confirm?token=`);

    expect(await picturesServedAsPng(reset.html)).toEqual([`${api.config.publicUrl}/media/360/96/png/brand/shoreline-logo.svg`]);
  });

  it('names the checkout methods in the view language and writes its prices as the view language writes US dollars', async () => {
    const stores = (await api.request('GET', '/api/stores')).body.result as Array<Doc & { priceFormat: Doc }>;
    expect(stores.find((s) => s.storeCode === 'de')?.priceFormat).toMatchObject({
      currencySign: '$',
      currencyCode: 'USD',
      template: '{amount}\u00a0{sign}',
      decimal: ',',
      group: '.',
    });
    expect(stores.find((s) => s.storeCode === 'it')?.priceFormat).toMatchObject({
      currencySign: 'USD',
      currencyCode: 'USD',
      template: '{amount}\u00a0{sign}',
      decimal: ',',
    });
    expect(stores.find((s) => s.storeCode === 'main')?.priceFormat).toMatchObject({
      currencySign: '$',
      template: '{sign}{amount}',
      decimal: '.',
    });
    const headers = { 'x-vs-store-code': 'it' };
    const cartId = (await api.request('POST', '/api/cart/create', undefined, headers)).body.result as string;
    await api.request('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SEASONING-6OZ', qty: 1 } }, headers);
    const address = { country_id: 'US', region_code: 'MD', postcode: '21201' };
    const methods = (await api.request('POST', `/api/cart/shipping-methods?cartId=${cartId}`, { address }, headers)).body.result as Doc[];
    expect(methods[0]).toMatchObject({ method_code: 'overnight', method_title: 'Consegna in 24 ore' });
    const addressInformation = {
      shippingAddress: {
        ...address,
        firstname: 'Ada',
        lastname: 'Rossi',
        street: ['1 Pier Road'],
        city: 'Baltimore',
        telephone: '4105550100',
      },
      shippingCarrierCode: 'shoreline',
      shippingMethodCode: 'overnight',
    };
    const chosen = await api.request('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation }, headers);
    expect(chosen.body.code, JSON.stringify(chosen.body.result)).toBe(200);
    const answer = chosen.body.result as { payment_methods: Doc[]; totals: { total_segments: Doc[] } };
    expect(answer.payment_methods.map((method) => method.title)).toContain('Pagamento alla consegna');
    expect(answer.totals.total_segments.find((segment) => segment.code === 'shipping')?.title).toMatch(
      // The day chosen by default may add a Saturday surcharge; its name is Italian too.
      /^Shipping & Handling \(Consegna in 24 ore(?: \+ Supplemento sabato)?\)$/u,
    );
  });

  it('refuses store_texts for a store the catalog does not define and writes those it does', async () => {
    const { openDatabase } = await import('../src/db/database.js');
    const opened = await openDatabase(api.config);
    try {
      const line = (store: string, name: string) =>
        JSON.stringify({
          type: 'category',
          id: 31,
          parent_id: 2,
          name: "Captain's Picks",
          url_key: 'captains-picks',
          store_texts: { [store]: { name } },
        });
      const refused = await upsertCatalog(opened.db, opened.dialect, line('fr', 'Choix du capitaine')).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(CatalogImportError);
      expect((refused as CatalogImportError).problems[0]?.message).toBe('store_texts: store fr is not defined');
      await upsertCatalog(opened.db, opened.dialect, line('de', 'Käpt’ns Auswahl'));
      const rows = await opened.db.selectFrom('category_store_texts').selectAll().where('category_id', '=', 31).execute();
      expect(rows).toEqual([expect.objectContaining({ store_code: 'de', name: 'Käpt’ns Auswahl', description: null })]);

      // An attribute's label is a store text too: checked and written the same way.
      const label = (store: string, text: string) =>
        JSON.stringify({
          type: 'attribute',
          attribute_id: 93,
          attribute_code: 'color',
          store_texts: { [store]: { frontend_label: text } },
        });
      const labelRefused = await upsertCatalog(opened.db, opened.dialect, label('fr', 'Couleur')).catch((e: unknown) => e);
      expect((labelRefused as CatalogImportError).problems[0]?.message).toBe('store_texts: store fr is not defined');
      await upsertCatalog(opened.db, opened.dialect, label('it', 'Tinta'));
      const labels = await opened.db.selectFrom('attribute_store_texts').selectAll().where('attribute_id', '=', 93).execute();
      expect(labels).toEqual([{ attribute_id: 93, store_code: 'it', frontend_label: 'Tinta' }]);
    } finally {
      await opened.close();
    }
  });
});

describe.each(engines)('store views not enabled (default) on $name', (engine) => {
  const api = suiteApi(engine, { seedFile: SHOP_SEED });
  const catalog = catalogOf(api);

  it('keeps them as before: defined, not mapped, selling nothing, in English', async () => {
    const stores = (await api.request('GET', '/api/stores')).body.result as Doc[];
    expect(stores.find((s) => s.storeCode === 'de')).toMatchObject({ urlMappingEnabled: false });
    expect((await catalog('product', 'de')).total).toBe(0);
    expect((await catalog('product', 'it')).total).toBe(0);
    expect((await catalog('category', 'de')).items.find((c) => c.id === 3)).toMatchObject({ name: 'Crabs', product_count: 0 });
    const [page] = (await catalog('cms_page', 'de', [{ key: 'identifier', value: 'shipping' }])).items;
    expect(page).toMatchObject({ title: 'Shipping & Delivery' });
    const banners = (await api.request('GET', '/api/banners?storeCode=de')).body.result as { mainBanners: unknown[] };
    expect(banners.mainBanners).toEqual([]);
    // The main store answers as ever.
    expect((await catalog('product', 'main', [{ key: 'sku', value: 'CRAB-STEAM' }])).items[0]?.name).toBe('Steamed Blue Crabs');
  });
});
