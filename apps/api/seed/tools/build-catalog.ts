/**
 * Builds apps/api/seed/catalog.ndjson from the readable data in catalog-data.ts
 * and content.ts. Run from the repository root:
 *
 *   npx tsx apps/api/seed/tools/build-catalog.ts
 *   npx tsx apps/api/seed/tools/validate.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTR, BOTH, CAT, attributes, categories, products, restaurantOnly, type ProductData, type Store } from './catalog-data.ts';
import { CRAB_HOUSE_ADDRESS } from '../../../../packages/domain/src/store-place.fixture.ts';
import { blogCategories, blogPosts, cmsBlocks, cmsPages, reviews } from './content.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'catalog.ndjson');
type Rec = Record<string, unknown> & { type: string };
const out: Rec[] = [];
const push = (type: string, rec: Record<string, unknown>): void => {
  out.push({ type, ...rec });
};

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const html = (paras: string[]): string => paras.map((x) => `<p>${x}</p>`).join('\n');
const money = (n: number): number => Math.round(n * 100) / 100;

// ------------------------------------------------------------------ stores

// The kitchen and the Crab House share one address; the shop's phone answers office hours, the Crab House's its own.
const daysOf = (days: readonly string[], open: string, close: string) => Object.fromEntries(days.map((day) => [day, { open, close }]));
const CRAB_HOUSE_HOURS = daysOf(['wed', 'thu', 'fri', 'sat', 'sun'], '11:30', '21:00');
// The English stores price in US dollars the American way ($12.99); the German and Italian views write their own.
const US_DOLLARS = { currency_code: 'USD', currency_sign: '$', fraction_digits: 2, price_template: '{sign}{amount}' };

push('store', {
  code: 'main',
  store_id: 1,
  website_id: 1,
  name: 'Shoreline',
  tagline: 'Maryland blue crabs, steamed to order and shipped overnight',
  logo: '/media/brand/shoreline-logo.svg',
  is_default: true,
  hosts: ['localhost', '127.0.0.1'],
  url_prefix: null,
  append_store_code: false,
  url_mapping_enabled: true,
  locale: 'en-US',
  ...US_DOLLARS,
  default_country: 'US',
  default_region: '',
  display_prices_incl_tax: false,
  seo_title: 'Shoreline | Steamed Maryland Blue Crabs Delivered Next Day',
  seo_description:
    'Shoreline steams Maryland blue crabs to order and delivers crab meals next day anywhere in the USA: crabs by the dozen or bushel, crab cakes, shrimp, lobster and crab feasts.',
  address: CRAB_HOUSE_ADDRESS,
  telephone: '4105550142',
  opening_hours: daysOf(['mon', 'tue', 'wed', 'thu', 'fri'], '08:00', '18:00'),
  pickup_hours: {},
});
push('store', {
  code: 'restaurant',
  store_id: 2,
  website_id: 2,
  name: 'Shoreline Crab House',
  tagline: 'Crabs, cold beer and paper-covered tables at Kent Narrows since 1994',
  logo: '/media/brand/crab-house-logo.svg',
  is_default: false,
  hosts: ['restaurant.localhost'],
  url_prefix: null,
  append_store_code: false,
  url_mapping_enabled: true,
  locale: 'en-US',
  ...US_DOLLARS,
  default_country: 'US',
  default_region: 'MD',
  display_prices_incl_tax: false,
  seo_title: 'Shoreline Crab House | Steamed Crabs & Crab Cakes at Kent Narrows',
  seo_description:
    'The Shoreline Crab House on Maryland’s Eastern Shore: steamed crabs, jumbo lump crab cakes and take-out ordering for pickup.',
  address: CRAB_HOUSE_ADDRESS,
  telephone: '4105550187',
  opening_hours: CRAB_HOUSE_HOURS,
  pickup_hours: CRAB_HOUSE_HOURS,
});
for (const [code, id, locale] of [
  ['de', 3, 'de-DE'],
  ['it', 4, 'it-IT'],
] as const) {
  push('store', {
    code,
    store_id: id,
    website_id: 1,
    name: 'Shoreline',
    tagline:
      code === 'de' ? 'Maryland Blue Crabs, heute gedämpft, morgen bei Ihnen' : 'Granchi blu del Maryland, cotti oggi e da te domani',
    logo: '/media/brand/shoreline-logo.svg',
    is_default: false,
    hosts: [],
    url_prefix: `/${code}`,
    append_store_code: true,
    url_mapping_enabled: false,
    locale,
    currency_code: 'USD',
    // Still US dollars, written as the view's language writes them (Intl's de-DE "13,98 $", it-IT "13,98 USD"; the
    // no-break space keeps the amount and its sign on one line).
    currency_sign: code === 'de' ? '$' : 'USD',
    fraction_digits: 2,
    price_template: '{amount}\u00a0{sign}',
    default_country: 'US',
    default_region: '',
    display_prices_incl_tax: false,
    seo_title: code === 'de' ? 'Shoreline | Gedämpfte Maryland-Krabben' : 'Shoreline | Granchi al vapore del Maryland',
    seo_description:
      code === 'de'
        ? 'Gedämpfte Blue Crabs aus Maryland, Krabbenküchlein und Meeresfrüchte mit Lieferung am nächsten Tag innerhalb der USA.'
        : 'Granchi blu del Maryland al vapore, crab cake e frutti di mare con consegna il giorno dopo negli Stati Uniti.',
  });
}

// ------------------------------------------------------------------ attributes

for (const a of attributes) {
  push('attribute', {
    attribute_id: a.attribute_id,
    attribute_code: a.attribute_code,
    frontend_label: a.frontend_label,
    frontend_input: 'select',
    is_user_defined: true,
    is_visible: true,
    is_comparable: (a as { is_comparable?: boolean }).is_comparable ?? false,
    is_filterable: a.is_filterable,
    position: a.position,
    options: a.options,
  });
}

// ------------------------------------------------------------------ tax

push('tax_class', { id: 2, name: 'Taxable Goods', kind: 'product' });
push('tax_class', { id: 3, name: 'Retail Customer', kind: 'customer' });
push('tax_class', { id: 5, name: 'Food', kind: 'product' });
push('tax_class', { id: 6, name: 'Gift Card', kind: 'product' });
push('tax_rule', {
  id: 1,
  code: 'Maryland sales tax - taxable goods',
  priority: 0,
  position: 0,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [
    {
      id: 1,
      code: 'US-MD-*-Rate 1',
      tax_country_id: 'US',
      tax_region_id: 31,
      region_code: 'MD',
      region_name: 'Maryland',
      tax_postcode: '*',
      rate: 6,
    },
  ],
});

// ------------------------------------------------------------------ categories

for (const c of categories) {
  push('category', {
    id: c.id,
    parent_id: c.parent_id,
    name: c.name,
    url_key: c.url_key,
    position: c.position,
    is_active: true,
    include_in_menu: c.include_in_menu ?? true,
    description: c.description,
    image: c.image ?? null,
    meta_title: c.meta_title ?? (c.id === CAT.root ? '' : `${c.name} | Shoreline`),
    meta_description: c.meta_description ?? '',
  });
}

// ------------------------------------------------------------------ products

let nextId = 1;
const productIds = new Map<string, number>();
const productUrlKeys = new Map<string, string>();
const positionIn = new Map<number, number>();
let dayCounter = 0;

/** created/updated dates spread over 2026 up to mid November. */
function dates(): { created_at: string; updated_at: string } {
  const day = (dayCounter * 37) % 300;
  dayCounter++;
  const created = new Date(Date.UTC(2026, 0, 5 + day, 9 + (day % 8), (day * 7) % 60));
  const updated = new Date(Math.min(created.getTime() + ((day % 40) + 3) * 86400000, Date.UTC(2026, 10, 14, 16)));
  return { created_at: created.toISOString(), updated_at: updated.toISOString() };
}

function stock(qty: number | null | undefined, maxSale = 50): Record<string, unknown> {
  if (qty === null || qty === undefined)
    return { qty: 0, manage_stock: false, is_in_stock: true, min_sale_qty: 1, max_sale_qty: 10000, backorders: false };
  return { qty, manage_stock: true, is_in_stock: qty > 0, min_sale_qty: 1, max_sale_qty: maxSale, backorders: false };
}

function emit(d: ProductData, more: Record<string, unknown> = {}): void {
  if (productIds.has(d.sku)) throw new Error(`duplicate sku ${d.sku}`);
  const id = nextId++;
  const type = d.type ?? 'simple';
  const urlKey = d.url_key ?? slug(d.name);
  productIds.set(d.sku, id);
  productUrlKeys.set(d.sku, urlKey);
  const visibility = d.visibility ?? 4;
  const primary = d.cats[0];
  let position = 0;
  if (d.pos !== undefined) position = d.pos;
  else if (primary !== undefined && visibility > 1) {
    position = (positionIn.get(primary) ?? 0) + 1;
    positionIn.set(primary, position);
  }
  const attrs: Record<string, string> = { ...(d.attrs ?? {}) };
  if (visibility > 1) attrs.erin_recommends = d.erin ? '1' : '0';
  const [meta_title, meta_description] = d.meta ?? (visibility > 1 ? [d.name, d.short] : ['', '']);
  const rec: Record<string, unknown> = {
    id,
    sku: d.sku,
    type_id: type,
    name: d.name,
    url_key: urlKey,
    status: d.status ?? 1,
    visibility,
    price: money(d.price),
    special_price: d.special ? d.special[0] : null,
    special_from_date: d.special ? d.special[1] : null,
    special_to_date: d.special ? d.special[2] : null,
    tax_class_id: d.tax ?? 5,
    category_ids: d.cats,
    position,
    description: html(d.desc),
    short_description: d.short,
    image: d.image,
    gallery: (d.gallery ?? []).map(([image, label]) => ({ image, label })),
    attributes: attrs,
    stock: stock(d.qty),
    stores: d.stores ?? ['main'],
    is_new: d.isNew ?? false,
    is_bestseller: d.best ?? false,
    // Live crabs and lobsters are caught for their day: customers ask the shop to change those orders (issue 38).
    ...(/-LIVE(-|$)/.test(d.sku) ? { customer_changes: false } : {}),
    weight: d.weight ?? 0,
    meta_title,
    meta_description,
    ...dates(),
    ...(d.extra ?? {}),
    ...more,
  };
  push('product', rec);
}

// ---- configurable products: children first, then the parent

interface Variant {
  sku: string;
  name: string;
  attrs: Record<string, string>;
  price: number;
  qty: number;
  status?: number;
  image: string;
  weight: number;
}

function configurable(parent: ProductData, configurableAttributes: string[], variants: Variant[]): void {
  for (const v of variants) {
    emit(
      {
        sku: v.sku,
        name: v.name,
        url_key: slug(v.name),
        price: v.price,
        tax: parent.tax,
        cats: parent.cats,
        image: v.image,
        short: parent.short,
        desc: parent.desc.slice(0, 1),
        attrs: v.attrs,
        qty: v.qty,
        weight: v.weight,
        stores: parent.stores,
        status: v.status ?? 1,
        visibility: 1,
      },
      { parent_sku: parent.sku },
    );
  }
  const enabled = variants.filter((v) => (v.status ?? 1) === 1);
  emit(
    { ...parent, type: 'configurable', price: Math.min(...enabled.map((v) => v.price)), qty: null },
    { configurable_attributes: configurableAttributes },
  );
}

const SIZE_LABEL = { medium: 'Medium', large: 'Large', jumbo: 'Jumbo', colossal: 'Colossal' } as const;
const COUNT_LABEL = { halfDozen: 'Half Dozen', dozen: 'Dozen', halfBushel: 'Half Bushel', bushel: 'Bushel' } as const;
const SIZE_CODE = { medium: 'MD', large: 'LG', jumbo: 'JB', colossal: 'CL' } as const;
const COUNT_CODE = { halfDozen: 'HD', dozen: 'DZ', halfBushel: 'HB', bushel: 'BU' } as const;
const COUNT_WEIGHT = { halfDozen: 4, dozen: 7, halfBushel: 20, bushel: 38 } as const;
type Size = keyof typeof SIZE_LABEL;
type Count = keyof typeof COUNT_LABEL;

function crabVariants(
  prefix: string,
  title: string,
  kind: 'steamed' | 'live',
  rows: Array<[Size, Count, number, number, number?]>,
): Variant[] {
  return rows.map(([size, count, price, qty, status]) => ({
    sku: `${prefix}-${SIZE_CODE[size]}-${COUNT_CODE[count]}`,
    name: `${title}, ${SIZE_LABEL[size]}, ${COUNT_LABEL[count]}`,
    attrs: { crab_size: ATTR.crab_size[size], crab_count: ATTR.crab_count[count] },
    price,
    qty,
    status,
    weight: COUNT_WEIGHT[count],
    image:
      count === 'halfBushel' || count === 'bushel'
        ? `/product/${kind}-crab-bushel.svg`
        : kind === 'steamed' && count === 'dozen'
          ? '/product/steamed-crab-pile.svg'
          : `/product/${kind}-crab.svg`,
  }));
}

configurable(
  {
    sku: 'CRAB-STEAM',
    name: 'Steamed Blue Crabs',
    url_key: 'steamed-blue-crabs',
    price: 0,
    cats: [CAT.steamed, CAT.crabs, CAT.picks],
    image: '/product/steamed-crab.svg',
    gallery: [
      ['/product/steamed-crab.svg', 'A steamed #1 heavy male blue crab'],
      ['/product/steamed-crab-pile.svg', 'A dozen, ready for the table'],
      ['/product/steamed-crab-bushel.svg', 'By the bushel'],
    ],
    short: 'Male #1 heavy Maryland blue crabs, steamed the morning they ship and coated in our seafood seasoning.',
    desc: [
      'These are the crabs we are known for: male #1 heavies, hand-sorted for weight, steamed over beer and cider vinegar and layered with plenty of our seafood seasoning. We steam every order the morning it ships, pack it hot-to-cold in an insulated cooler and deliver it the next day.',
      'Choose the size and the quantity. As a rule of thumb, plan on six to eight large crabs per person, or a dozen for serious pickers. A half bushel of large crabs is about three dozen and feeds four to six; a bushel is roughly twice that.',
      'Eat them cold or reheat them in a steamer for 5 to 8 minutes. Mallets, knives and brown paper are sold separately, or get everything together in one of our crab feasts.',
    ],
    attrs: { origin: ATTR.origin.chesapeake, spice_level: ATTR.spice_level.medium },
    stores: BOTH,
    best: true,
    erin: true,
    meta: [
      'Steamed Maryland Blue Crabs, Delivered Next Day',
      'Order steamed male #1 heavy Maryland blue crabs by the half dozen, dozen, half bushel or bushel. Steamed to order and delivered next day.',
    ],
  },
  ['crab_size', 'crab_count'],
  crabVariants('CRAB-STEAM', 'Steamed Blue Crabs', 'steamed', [
    ['medium', 'dozen', 64.99, 40],
    ['medium', 'halfBushel', 179.99, 18],
    ['medium', 'bushel', 329.99, 6, 2],
    ['large', 'halfDozen', 52.99, 60],
    ['large', 'dozen', 94.99, 55],
    ['large', 'halfBushel', 249.99, 20],
    ['large', 'bushel', 449.99, 8],
    ['jumbo', 'halfDozen', 69.99, 45],
    ['jumbo', 'dozen', 129.99, 38],
    ['jumbo', 'halfBushel', 289.99, 0],
    ['jumbo', 'bushel', 519.99, 4],
    ['colossal', 'halfDozen', 99.99, 20],
    ['colossal', 'dozen', 189.99, 12],
  ]),
);

configurable(
  {
    sku: 'CRAB-LIVE',
    name: 'Live Blue Crabs',
    url_key: 'live-blue-crabs',
    price: 0,
    cats: [CAT.live, CAT.crabs],
    image: '/product/live-crab.svg',
    gallery: [
      ['/product/live-crab.svg', 'A live male blue crab'],
      ['/product/live-crab-bushel.svg', 'Packed by the bushel'],
    ],
    short: 'Lively male blue crabs for steaming at home, packed in seaweed and ice packs.',
    desc: [
      'For cooks who want to steam their own. These are the same male #1 crabs we steam, packed alive in damp seaweed with gel packs and shipped overnight so they arrive cool and sleepy.',
      'Steam them the day they arrive. Discard any crab that is not moving before cooking. A tin of our seafood seasoning is included with every half bushel and bushel.',
    ],
    attrs: { origin: ATTR.origin.chesapeake, spice_level: ATTR.spice_level.none },
    isNew: true,
    erin: false,
    meta: ['Live Maryland Blue Crabs Shipped Overnight', 'Live male blue crabs by the dozen, half bushel or bushel for steaming at home.'],
  },
  ['crab_size', 'crab_count'],
  crabVariants('CRAB-LIVE', 'Live Blue Crabs', 'live', [
    ['medium', 'dozen', 49.99, 30],
    ['medium', 'bushel', 249.99, 10],
    ['large', 'dozen', 74.99, 36],
    ['large', 'halfBushel', 189.99, 14],
    ['large', 'bushel', 349.99, 5],
    ['jumbo', 'dozen', 99.99, 20],
    ['jumbo', 'halfBushel', 239.99, 9],
  ]),
);

type ColorName = keyof typeof ATTR.color;
type SizeName = keyof typeof ATTR.size;
const colorSlug = (c: ColorName): string => slug(c);
const colorCode = (c: ColorName): string =>
  c
    .split(' ')
    .map((w) => w.slice(0, 3).toUpperCase())
    .join('');

function apparelVariants(
  prefix: string,
  title: string,
  kind: string,
  base: number,
  grid: Array<[ColorName, SizeName[], number[]]>,
): Variant[] {
  const out: Variant[] = [];
  for (const [color, sizes, qtys] of grid) {
    sizes.forEach((size, i) =>
      out.push({
        sku: `${prefix}-${colorCode(color)}-${size}`,
        name: `${title}, ${color}, ${size}`,
        attrs: { color: ATTR.color[color], size: ATTR.size[size] },
        price: size === 'XXL' ? base + 2 : base,
        qty: qtys[i],
        weight: 0.4,
        image: `/product/${kind}-${colorSlug(color)}.svg`,
      }),
    );
  }
  return out;
}

function colorVariants(prefix: string, title: string, kind: string, base: number, grid: Array<[ColorName, number]>): Variant[] {
  return grid.map(([color, qty]) => ({
    sku: `${prefix}-${colorCode(color)}`,
    name: `${title}, ${color}`,
    attrs: { color: ATTR.color[color] },
    price: base,
    qty,
    weight: 0.5,
    image: `/product/${kind}-${colorSlug(color)}.svg`,
  }));
}

configurable(
  {
    sku: 'MERCH-TEE',
    name: 'Crab Shack Tee',
    price: 0,
    tax: 2,
    cats: [CAT.apparel],
    image: '/product/tee-navy.svg',
    gallery: [
      ['/product/tee-navy.svg', 'Navy'],
      ['/product/tee-old-bay-yellow.svg', 'Old Bay Yellow'],
      ['/product/tee-heather-gray.svg', 'Heather Gray'],
    ],
    short: 'A soft, heavyweight cotton tee with the Shoreline crab on the chest.',
    desc: [
      'Ring-spun cotton, garment dyed for a broken-in feel from the first wear. The crab is screen printed in water-based ink that will not crack.',
      'Unisex fit. Wash cold and hang dry to keep it from shrinking.',
    ],
    isNew: true,
    erin: true,
  },
  ['color', 'size'],
  apparelVariants('MERCH-TEE', 'Crab Shack Tee', 'tee', 28, [
    ['Navy', ['XS', 'S', 'M', 'L', 'XL', 'XXL'], [6, 20, 34, 30, 18, 7]],
    ['Heather Gray', ['S', 'M', 'L', 'XL'], [12, 25, 22, 2]],
    ['Old Bay Yellow', ['S', 'M', 'L', 'XL'], [15, 28, 0, 9]],
    ['Red', ['M', 'L'], [11, 14]],
    ['Black', ['M', 'L', 'XL', 'XXL'], [16, 19, 12, 3]],
  ]),
);

configurable(
  {
    sku: 'MERCH-CAP',
    name: 'Crab Shack Cap',
    price: 0,
    tax: 2,
    cats: [CAT.apparel],
    image: '/product/cap-navy.svg',
    short: 'A six-panel cotton twill cap with an embroidered crab.',
    desc: ['Washed cotton twill, unstructured crown and an adjustable brass buckle. One size fits most.'],
  },
  ['color'],
  colorVariants('MERCH-CAP', 'Crab Shack Cap', 'cap', 24, [
    ['Navy', 40],
    ['Khaki', 26],
    ['Red', 12],
    ['White', 0],
  ]),
);

configurable(
  {
    sku: 'MERCH-APRON',
    name: "Crab Steamer's Canvas Apron",
    url_key: 'crab-steamers-canvas-apron',
    price: 0,
    tax: 2,
    cats: [CAT.aprons, CAT.picks],
    image: '/product/apron-navy.svg',
    gallery: [
      ['/product/apron-navy.svg', 'Navy'],
      ['/product/apron-red.svg', 'Red'],
    ],
    short: 'Heavy cotton canvas apron with a split pocket and long ties.',
    desc: [
      'The apron our steamers wear: 12 oz cotton canvas, an adjustable neck strap, long waist ties and a split front pocket for a knife and a can of seasoning.',
      'Machine washable. Gets softer with every crab feast.',
    ],
    erin: true,
  },
  ['color'],
  colorVariants('MERCH-APRON', "Crab Steamer's Canvas Apron", 'apron', 34, [
    ['Navy', 35],
    ['Khaki', 22],
    ['Red', 18],
    ['Black', 5],
  ]),
);

// ---- simple, virtual, downloadable, gift card products

for (const d of products) emit(d);
for (const d of restaurantOnly) emit(d);

// ---- grouped

emit(
  {
    sku: 'SIDES-SAMPLER',
    type: 'grouped',
    name: 'Crab Shack Sides Sampler',
    price: 8.99,
    cats: [CAT.sides, CAT.soupsSides],
    image: '/product/sides-sampler.svg',
    short: 'Corn, coleslaw, hush puppies and red potatoes: pick as many of each as you need.',
    desc: [
      'All of our crab feast sides in one place. Adjust the quantities for the size of your party; everything ships in the same cooler as your crabs.',
    ],
    qty: null,
    stores: BOTH,
  },
  {
    links: [
      { sku: 'SIDE-CORN-6', qty: 1, position: 1 },
      { sku: 'SIDE-COLESLAW-QT', qty: 1, position: 2 },
      { sku: 'SIDE-HUSHPUPPIES-24', qty: 1, position: 3 },
      { sku: 'SIDE-RED-POTATOES-2LB', qty: 1, position: 4 },
    ],
  },
);
emit(
  {
    sku: 'SAUCE-SAMPLER',
    type: 'grouped',
    name: 'Dipping Sauce Collection',
    price: 5.99,
    cats: [CAT.seasonings],
    image: '/product/cocktail-sauce.svg',
    gallery: [
      ['/product/cocktail-sauce.svg', 'Cocktail sauce'],
      ['/product/remoulade.svg', 'Remoulade'],
      ['/product/tartar-sauce.svg', 'Tartar sauce'],
    ],
    short: 'Cocktail, remoulade, tartar and drawn butter. Stock up for the season.',
    desc: ['Every sauce we make, together. Choose how many jars of each you want.'],
    qty: null,
  },
  {
    links: [
      { sku: 'SAUCE-COCKTAIL-12OZ', qty: 1, position: 1 },
      { sku: 'SAUCE-REMOULADE-12OZ', qty: 1, position: 2 },
      { sku: 'SAUCE-TARTAR-12OZ', qty: 1, position: 3 },
      { sku: 'SAUCE-DRAWN-BUTTER-8OZ', qty: 0, position: 4 },
    ],
  },
);

// ---- bundles

let bundleOptionId = 1;
type LinkSpec = [sku: string, qty: number, isDefault?: boolean, canChangeQty?: boolean];
function option(
  title: string,
  type: 'select' | 'radio' | 'checkbox' | 'multi',
  required: boolean,
  links: LinkSpec[],
): Record<string, unknown> {
  return {
    option_id: bundleOptionId++,
    title,
    type,
    required,
    position: bundleOptionId,
    links: links.map(([sku, qty, isDefault, canChange], i) => ({
      sku,
      qty,
      is_default: isDefault ?? false,
      can_change_qty: canChange ?? false,
      position: i + 1,
    })),
  };
}

emit(
  {
    sku: 'FEAST-CRAB-4',
    type: 'bundle',
    name: 'Crab Feast for Four',
    price: 239.99,
    cats: [CAT.feasts, CAT.picks],
    pos: 0,
    image: '/product/feast-crab.svg',
    gallery: [
      ['/product/feast-crab.svg', 'Crab feast for four'],
      ['/product/steamed-crab-pile.svg', 'Two dozen steamed crabs'],
      ['/product/soup-maryland-crab.svg', 'A quart of crab soup'],
    ],
    short: 'Two dozen steamed crabs, a quart of crab soup, corn, coleslaw, seasoning and mallets.',
    desc: [
      'Everything for a backyard crab feast in one cooler. Start with two dozen large steamed crabs (or upgrade to jumbos or a half bushel), add a quart of soup and your choice of sides, and we pack the mallets and seasoning.',
      'Feeds four hungry adults. Spread brown paper on the table, put out a roll of paper towels and dig in.',
    ],
    qty: null,
    best: true,
    erin: true,
    meta: [
      'Maryland Crab Feast for Four, Delivered',
      'Steamed crabs, crab soup, sides, seasoning and mallets in one box. A Maryland crab feast delivered next day.',
    ],
  },
  {
    bundle_options: [
      option('Crabs', 'radio', true, [
        ['CRAB-STEAM-LG-DZ', 2, true],
        ['CRAB-STEAM-JB-DZ', 2],
        ['CRAB-STEAM-MD-HB', 1],
      ]),
      option('Soup', 'select', true, [
        ['SOUP-MD-CRAB-QT', 1, true, true],
        ['SOUP-CREAM-CRAB-QT', 1, false, true],
        ['SOUP-HALF-HALF-QT', 1, false, true],
      ]),
      option('Sides', 'checkbox', false, [
        ['SIDE-CORN-6', 1, true],
        ['SIDE-COLESLAW-QT', 1, true],
        ['SIDE-HUSHPUPPIES-24', 1],
        ['SIDE-RED-POTATOES-2LB', 1],
      ]),
      option('Tools & seasoning', 'checkbox', false, [
        ['SEASONING-6OZ', 1, true],
        ['MALLETS-6', 1, true],
        ['CRAB-KNIVES-4', 1],
      ]),
    ],
  },
);

emit(
  {
    sku: 'FEAST-SURF-TURF-2',
    type: 'bundle',
    name: 'Surf & Turf Feast for Two',
    url_key: 'surf-and-turf-feast',
    price: 179.99,
    cats: [CAT.feasts, CAT.lobster],
    image: '/product/feast-surf-turf.svg',
    gallery: [
      ['/product/feast-surf-turf.svg', 'Surf & turf for two'],
      ['/product/filet-mignon.svg', 'Prime filet mignon'],
      ['/product/lobster-tail.svg', 'Maine lobster tails'],
    ],
    short: 'Prime filets, Maine lobster tails and crab cakes for a date night at home.',
    desc: [
      'Two 8 oz prime filet mignons, two cold-water Maine lobster tails and your choice of crab: our signature crab cakes or half a dozen steamed crabs. Drawn butter is included.',
      'Sear the steaks, broil the tails and the cakes, and dinner is on the table in 30 minutes.',
    ],
    qty: null,
    isNew: true,
  },
  {
    bundle_options: [
      option('Steak', 'radio', true, [['FILET-MIGNON-2X8', 1, true]]),
      option('Lobster', 'radio', true, [
        ['LOBSTER-TAILS-2X6', 1, true],
        ['LOBSTER-TAILS-JUMBO-2', 1],
      ]),
      option('Crab', 'select', true, [
        ['CRAB-CAKE-JUMBO-2', 1, true],
        ['CRAB-STEAM-LG-HD', 1],
      ]),
      option('Butter & sauce', 'checkbox', false, [
        ['SAUCE-DRAWN-BUTTER-8OZ', 1, true],
        ['SAUCE-REMOULADE-12OZ', 1],
      ]),
    ],
  },
);

emit(
  {
    sku: 'FEAST-SHRIMP-BOIL-6',
    type: 'bundle',
    name: 'Shrimp Boil for Six',
    url_key: 'shrimp-boil-for-six',
    price: 119.99,
    cats: [CAT.feasts, CAT.shrimp],
    image: '/product/feast-shrimp-boil.svg',
    short: 'Four pounds of wild Gulf shrimp with corn, red potatoes and seasoning for a one-pot boil.',
    desc: [
      'Everything for a Lowcountry-style boil except the pot: wild Gulf shrimp, sweet corn, seasoned red potatoes and a tin of seasoning. Pour it all out on the table and let everyone help themselves.',
    ],
    qty: null,
  },
  {
    bundle_options: [
      option('Shrimp', 'radio', true, [
        ['SHRIMP-JUMBO-1620-2LB', 2, true, true],
        ['SHRIMP-PD-2630-2LB', 2, false, true],
      ]),
      option('Sides', 'multi', true, [
        ['SIDE-CORN-6', 1, true],
        ['SIDE-RED-POTATOES-2LB', 1, true],
        ['SIDE-HUSHPUPPIES-24', 1],
      ]),
      option('Seasoning', 'radio', true, [
        ['SEASONING-6OZ', 1, true],
        ['SEASONING-HOT-6OZ', 1],
      ]),
    ],
  },
);

emit(
  {
    sku: 'FEAST-CRAB-CAKE-DINNER-2',
    type: 'bundle',
    name: 'Crab Cake Dinner for Two',
    url_key: 'crab-cake-dinner-for-two',
    price: 79.99,
    cats: [CAT.feasts, CAT.cakes],
    image: '/product/feast-crab-cakes.svg',
    short: 'Two signature crab cakes, a quart of soup, a side and a sauce.',
    desc: ['Our most popular dinner for two. Broil the crab cakes, warm the soup and you have a Crab House dinner at home.'],
    qty: null,
    stores: BOTH,
    erin: true,
  },
  {
    bundle_options: [
      option('Crab cakes', 'radio', true, [
        ['CRAB-CAKE-JUMBO-2', 1, true],
        ['CRAB-CAKE-GF-2', 1],
      ]),
      option('Soup', 'select', true, [
        ['SOUP-CREAM-CRAB-QT', 1, true],
        ['SOUP-MD-CRAB-QT', 1],
      ]),
      option('Side', 'select', true, [
        ['SIDE-COLESLAW-QT', 1, true],
        ['SIDE-CORN-6', 1],
        ['SIDE-HUSHPUPPIES-24', 1],
      ]),
      option('Sauce', 'checkbox', false, [
        ['SAUCE-REMOULADE-12OZ', 1, true],
        ['SAUCE-TARTAR-12OZ', 1],
      ]),
    ],
  },
);

// ------------------------------------------------------------------ CMS

for (const pg of cmsPages) push('cms_page', { ...pg, is_active: true, store: null });
for (const b of cmsBlocks) push('cms_block', { ...b, is_active: true });

// ------------------------------------------------------------------ URL rewrites

const pageId = (identifier: string): number => {
  const pg = cmsPages.find((x) => x.identifier === identifier);
  if (!pg) throw new Error(`no cms page ${identifier}`);
  return pg.id;
};
const pid = (sku: string): number => {
  const id = productIds.get(sku);
  if (!id) throw new Error(`no product ${sku}`);
  return id;
};
const productPath = (sku: string): string => `/p/${sku}/${productUrlKeys.get(sku)}`;

const rewrites: Array<Record<string, unknown>> = [
  {
    entity_type: 'product',
    entity: 'CRAB-STEAM',
    request_path: 'steamed-blue-crabs',
    target_path: `catalog/product/view/id/${pid('CRAB-STEAM')}`,
    redirect_type: 0,
  },
  {
    entity_type: 'product',
    entity: 'CRAB-CAKE-JUMBO-2',
    request_path: 'signature-jumbo-lump-crab-cakes',
    target_path: `catalog/product/view/id/${pid('CRAB-CAKE-JUMBO-2')}`,
    redirect_type: 0,
  },
  {
    entity_type: 'product',
    entity: 'FEAST-CRAB-4',
    request_path: 'crab-feast-for-four',
    target_path: `catalog/product/view/id/${pid('FEAST-CRAB-4')}`,
    redirect_type: 0,
  },
  {
    entity_type: 'category',
    entity: CAT.crabs,
    request_path: 'crabs',
    target_path: `catalog/category/view/id/${CAT.crabs}`,
    redirect_type: 0,
  },
  {
    entity_type: 'category',
    entity: CAT.steamed,
    request_path: 'crabs/steamed-crabs',
    target_path: `catalog/category/view/id/${CAT.steamed}`,
    redirect_type: 0,
  },
  {
    entity_type: 'category',
    entity: CAT.feasts,
    request_path: 'crab-feasts',
    target_path: `catalog/category/view/id/${CAT.feasts}`,
    redirect_type: 0,
  },
  {
    entity_type: 'cms-page',
    entity: 'about-us',
    request_path: 'about-us',
    target_path: `cms/page/view/page_id/${pageId('about-us')}`,
    redirect_type: 0,
  },
  {
    entity_type: 'cms-page',
    entity: 'shipping',
    request_path: 'shipping',
    target_path: `cms/page/view/page_id/${pageId('shipping')}`,
    redirect_type: 0,
  },
  // old site paths
  {
    entity_type: 'product',
    entity: 'CRAB-STEAM',
    request_path: 'steamed-crabs-html',
    target_path: productPath('CRAB-STEAM'),
    redirect_type: 301,
  },
  {
    entity_type: 'product',
    entity: 'CRAB-CAKE-JUMBO-2',
    request_path: 'shop/crab-cakes',
    target_path: productPath('CRAB-CAKE-JUMBO-2'),
    redirect_type: 301,
  },
  { entity_type: 'category', entity: CAT.crabs, request_path: 'shop/blue-crabs', target_path: '/c/crabs', redirect_type: 301 },
  { entity_type: 'category', entity: CAT.shrimp, request_path: 'seafood/shrimp', target_path: '/c/shrimp', redirect_type: 301 },
  { entity_type: 'cms-page', entity: 'shipping', request_path: 'delivery-information', target_path: '/i/shipping', redirect_type: 301 },
  { entity_type: 'category', entity: CAT.gifts, request_path: 'holiday-gifts', target_path: '/c/gifts', redirect_type: 302 },
];
rewrites.forEach((rw, i) => push('url_rewrite', { id: i + 1, store: 'main', ...rw }));
push('url_rewrite', {
  id: rewrites.length + 1,
  store: 'restaurant',
  entity_type: 'category',
  entity: CAT.crabHouse,
  request_path: 'menu/take-out',
  target_path: '/c/crab-house-take-out',
  redirect_type: 301,
});

// ------------------------------------------------------------------ blog

for (const c of blogCategories) push('blog_category', { ...c, status: 1 });
for (const b of blogPosts) {
  const { cats, status, ...rest } = b as typeof b & { status?: number };
  push('blog_post', {
    ...rest,
    status: status ?? 1,
    blog_category_ids: cats,
    meta_title: b.title,
    meta_description: b.short_content,
  });
}

// ------------------------------------------------------------------ banners

const banners: Array<[Store, 'main' | 'small' | 'product' | 'head', string, string, string, string, string]> = [
  [
    'main',
    'main',
    'Steamed this morning. Packed cold for your table.',
    'Male #1 heavy Maryland blue crabs, by the dozen or the bushel.',
    'Shop steamed crabs',
    productPath('CRAB-STEAM'),
    '/banner/hero-dock.svg',
  ],
  [
    'main',
    'main',
    'A whole crab feast in one box',
    'Crabs, soup, corn, slaw, mallets and seasoning for four.',
    'Build your feast',
    '/c/crab-feasts',
    '/banner/hero-feast.svg',
  ],
  [
    'main',
    'main',
    'Next-day delivery to your door',
    'Order by 2 pm ET, Monday to Friday. Delivered Tuesday through Saturday.',
    'How delivery works',
    '/i/shipping',
    '/banner/hero-delivery.svg',
  ],
  [
    'main',
    'small',
    'Jumbo lump crab cakes',
    'Almost all crab, no apologies.',
    'Shop crab cakes',
    productPath('CRAB-CAKE-JUMBO-2'),
    '/banner/small-crab-cakes.svg',
  ],
  [
    'main',
    'small',
    'Shrimp season is every season',
    'Wild Gulf shrimp, steamed and spiced or raw.',
    'Shop shrimp',
    '/c/shrimp',
    '/banner/small-shrimp.svg',
  ],
  [
    'main',
    'small',
    'Gifts for crab lovers',
    'E-gift cards, our cookbook and live picking classes.',
    'Shop gifts',
    '/c/gifts',
    '/banner/small-gifts.svg',
  ],
  [
    'main',
    'product',
    'Packed cold, delivered next day',
    'Insulated cooler and gel packs on every order. Arrives ready to eat.',
    'Shipping details',
    '/i/shipping',
    '/banner/product-delivery.svg',
  ],
  ['main', 'head', "Captain's Picks", 'What our crew is eating this week.', 'See the picks', '/c/captains-picks', '/banner/head-waves.svg'],
  [
    'restaurant',
    'main',
    'Crabs on the water at Kent Narrows',
    'Dine in on the deck or order take-out for pickup.',
    'Visit the Crab House',
    '/i/about-us',
    '/banner/restaurant-hero-shack.svg',
  ],
  [
    'restaurant',
    'main',
    'Take-out, ready in 20 minutes',
    'Crab cake platters, fried shrimp and steamed crabs to go.',
    'Order take-out',
    '/c/crab-house-take-out',
    '/banner/restaurant-hero-platter.svg',
  ],
  [
    'restaurant',
    'small',
    'Soft shell sandwiches are back',
    'Fried to order while the season lasts.',
    'Order now',
    productPath('CH-SOFT-SHELL-SANDWICH'),
    '/banner/restaurant-small-sandwich.svg',
  ],
  [
    'restaurant',
    'small',
    'Crab House gift cards',
    'Dinner on the water makes a great gift.',
    'Buy a gift card',
    productPath('CH-GIFTCARD'),
    '/banner/restaurant-small-gift.svg',
  ],
];
banners.forEach(([store, slot, title, subtitle, cta, link, image], i) =>
  push('banner', { id: i + 1, store, slot, title, subtitle, cta, link, image, position: i + 1 }),
);

// ------------------------------------------------------------------ coupons

push('coupon', {
  code: 'WELCOME10',
  description: 'Retired: the shared newsletter code; each confirmed subscriber now gets a single-use code of their own',
  discount_type: 'percent',
  discount_value: 10,
  is_active: false,
  from_date: '2026-01-01',
  to_date: null,
  uses_per_customer: 1,
});
push('coupon', {
  code: 'CRABFEAST15',
  description: '$15 off any crab feast order',
  discount_type: 'fixed',
  discount_value: 15,
  is_active: true,
  from_date: '2026-05-01',
  to_date: '2027-10-31',
  uses_per_customer: null,
});
push('coupon', {
  code: 'LABORDAY20',
  description: 'Labor Day weekend 2026: 20% off steamed crabs (ended)',
  discount_type: 'percent',
  discount_value: 20,
  is_active: false,
  from_date: '2026-09-04',
  to_date: '2026-09-07',
  uses_per_customer: 1,
});

// ------------------------------------------------------------------ reviews

reviews.forEach(([product_sku, rating, nickname, title, detail, date, status], i) =>
  push('review', {
    id: i + 1,
    product_sku,
    title,
    detail,
    nickname,
    rating,
    status: status ?? 1,
    created_at: `${date}T${String(10 + (i % 9)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00Z`,
  }),
);

// ------------------------------------------------------------------ write

// Custom option and option value ids are global (as in the importer's tables), while the
// data above shares option templates between products: number them once, in file order.
{
  let optionId = 1;
  let optionTypeId = 1;
  for (const record of out) {
    const options = (record as { custom_options?: Array<{ option_id: number; values?: Array<{ option_type_id: number }> }> })
      .custom_options;
    if (!options) continue;
    (record as Record<string, unknown>).custom_options = options.map((o) => ({
      ...o,
      option_id: optionId++,
      values: (o.values ?? []).map((v) => ({ ...v, option_type_id: optionTypeId++ })),
    }));
  }
}

writeFileSync(OUT, out.map((r) => JSON.stringify(r)).join('\n') + '\n');
const counts: Record<string, number> = {};
for (const r of out) counts[r.type] = (counts[r.type] ?? 0) + 1;
console.log(`wrote ${out.length} records to ${OUT}`);
console.log(counts);
