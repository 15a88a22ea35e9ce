/**
 * Validates apps/api/seed/catalog.ndjson: every line against the import schema,
 * then the cross references between records and the media files they name.
 *
 *   npx tsx apps/api/seed/tools/validate.ts [path/to/catalog.ndjson]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogRecord, type CatalogRecord } from '../../../../packages/domain/src/catalog/import-schema.ts';

const SEED = join(dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA = join(SEED, 'media');
const file = resolve(process.argv[2] ?? join(SEED, 'catalog.ndjson'));

const errors: string[] = [];
const warnings: string[] = [];
const err = (where: string, msg: string): void => void errors.push(`${where}: ${msg}`);

// ---------------------------------------------------------------- parse + schema

const records: Array<{ line: number; rec: CatalogRecord }> = [];
readFileSync(file, 'utf8')
  .split('\n')
  .forEach((text, i) => {
    if (!text.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      err(`line ${i + 1}`, `invalid JSON (${(e as Error).message})`);
      return;
    }
    const parsed = catalogRecord.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        err(`line ${i + 1} (${(json as { type?: string }).type ?? '?'})`, `${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    records.push({ line: i + 1, rec: parsed.data });
  });

type Of<T extends CatalogRecord['type']> = Extract<CatalogRecord, { type: T }>;
const all = <T extends CatalogRecord['type']>(type: T): Array<{ line: number; rec: Of<T> }> =>
  records.filter((r) => r.rec.type === type) as Array<{ line: number; rec: Of<T> }>;

// ---------------------------------------------------------------- order + uniqueness

const ORDER = [
  'store',
  'attribute',
  'tax_class',
  'tax_rule',
  'category',
  'product',
  'cms_page',
  'cms_block',
  'url_rewrite',
  'blog_category',
  'blog_post',
  'banner',
  'coupon',
  'fee',
  'review',
];
let lastRank = -1;
for (const { line, rec } of records) {
  const rank = ORDER.indexOf(rec.type);
  if (rank < lastRank) err(`line ${line}`, `${rec.type} record comes after ${ORDER[lastRank]} records`);
  lastRank = Math.max(lastRank, rank);
}

function unique<T>(type: string, items: Array<{ line: number; key: T }>): void {
  const seen = new Map<T, number>();
  for (const { line, key } of items) {
    if (seen.has(key)) err(`line ${line}`, `duplicate ${type} ${String(key)} (first on line ${seen.get(key)})`);
    else seen.set(key, line);
  }
}

/** A key that no two records of one type may share. */
function uniqueAmong<T extends CatalogRecord['type']>(type: T, label: string, keyOf: (rec: Of<T>) => unknown): void {
  unique(
    label,
    all(type).map((r) => ({ line: r.line, key: keyOf(r.rec) })),
  );
}

uniqueAmong('store', 'store code', (rec) => rec.code);
uniqueAmong('store', 'store id', (rec) => rec.store_id);
uniqueAmong('attribute', 'attribute id', (rec) => rec.attribute_id);
uniqueAmong('attribute', 'attribute code', (rec) => rec.attribute_code);
uniqueAmong('tax_class', 'tax class id', (rec) => rec.id);
uniqueAmong('tax_rule', 'tax rule id', (rec) => rec.id);
uniqueAmong('category', 'category id', (rec) => rec.id);
uniqueAmong('product', 'product id', (rec) => rec.id);
uniqueAmong('product', 'product sku', (rec) => rec.sku);
uniqueAmong('cms_page', 'cms page id', (rec) => rec.id);
uniqueAmong('cms_page', 'cms page identifier+store', (rec) => `${rec.identifier}@${rec.store}`);
uniqueAmong('cms_block', 'cms block id', (rec) => rec.id);
uniqueAmong('cms_block', 'cms block identifier+store', (rec) => `${rec.identifier}@${rec.store}`);
uniqueAmong('url_rewrite', 'url rewrite id', (rec) => rec.id);
uniqueAmong('url_rewrite', 'url rewrite request path', (rec) => `${rec.store}:${rec.request_path}`);
uniqueAmong('blog_category', 'blog category id', (rec) => rec.id);
uniqueAmong('blog_post', 'blog post id', (rec) => rec.id);
uniqueAmong('blog_post', 'blog post url key', (rec) => rec.url_key);
uniqueAmong('banner', 'banner id', (rec) => rec.id);
uniqueAmong('coupon', 'coupon code', (rec) => rec.code);
uniqueAmong('review', 'review id', (rec) => rec.id);

// ---------------------------------------------------------------- lookups

const storeCodes = new Set(all('store').map((r) => r.rec.code));
const attrs = new Map(all('attribute').map((r) => [r.rec.attribute_code, r.rec]));
const taxClasses = new Map(all('tax_class').map((r) => [r.rec.id, r.rec]));
const categories = new Map(all('category').map((r) => [r.rec.id, r.rec]));
const products = new Map(all('product').map((r) => [r.rec.sku, r.rec]));
const productLines = new Map(all('product').map((r) => [r.rec.sku, r.line]));
// A store view's own page shares its identifier with the page every store shows: links and rewrites name that one.
const pages = new Map(
  all('cms_page')
    .filter((r) => r.rec.store === null)
    .map((r) => [r.rec.identifier, r.rec]),
);
for (const { rec } of all('cms_page')) if (!pages.has(rec.identifier)) pages.set(rec.identifier, rec);
const blogCats = new Set(all('blog_category').map((r) => r.rec.id));

const media = (where: string, path: string | null | undefined, folder?: string): void => {
  if (!path) return;
  if (folder && !path.startsWith(`/${folder}/`)) err(where, `image ${path} should be under /${folder}/`);
  const rel = path.startsWith('/media/') ? path.slice('/media/'.length) : path.replace(/^\//, '');
  if (!existsSync(join(MEDIA, rel))) err(where, `image file media/${rel} does not exist`);
};

/** The url_path the importer derives: parents' url keys joined with "/", the root's key left out. */
const categoryPath = (id: number): string => {
  const c = categories.get(id);
  if (!c) return '';
  if (c.url_path) return c.url_path;
  const parent = categories.get(c.parent_id);
  if (!parent || parent.parent_id === 1 || !categories.has(parent.parent_id)) return c.url_key;
  return `${categoryPath(parent.id)}/${c.url_key}`;
};

/** Does a storefront link point at something that exists? */
function checkLink(where: string, link: string): void {
  if (!link.startsWith('/')) return err(where, `link ${link} should start with /`);
  const [pathPart] = link.split(/[?#]/);
  const parts = pathPart.split('/').filter(Boolean);
  if (parts[0] === 'c') {
    const rest = parts.slice(1).join('/');
    const ok = [...categories.values()].some((c) => c.is_active && (c.url_key === rest || categoryPath(c.id) === rest));
    if (!ok) err(where, `link ${link}: no active category with that url key/path`);
  } else if (parts[0] === 'p') {
    const p = products.get(parts[1] ?? '');
    if (!p) err(where, `link ${link}: no product with sku ${parts[1]}`);
    else if (p.url_key !== parts[2]) err(where, `link ${link}: product url key is ${p.url_key}`);
    else if (p.status !== 1 || p.visibility === 1) err(where, `link ${link}: product is not visible`);
  } else if (parts[0] === 'i') {
    if (!pages.has(parts[1] ?? '')) err(where, `link ${link}: no cms page ${parts[1]}`);
  } else if (!['blog', 'contacts', 'search', 'cart', 'wishlist', 'compare', ''].includes(parts[0] ?? '')) {
    warnings.push(`${where}: link ${link} is not a known storefront route`);
  }
}

// ---------------------------------------------------------------- stores, tax, attributes

if (all('store').filter((r) => r.rec.is_default).length !== 1) err('stores', 'exactly one store must be is_default');
for (const { line, rec } of all('store')) media(`line ${line} store ${rec.code}`, rec.logo.replace(/^\/media/, ''), 'brand');
for (const { line, rec } of all('tax_rule')) {
  for (const id of rec.product_tax_class_ids)
    if (taxClasses.get(id)?.kind !== 'product') err(`line ${line} tax rule ${rec.id}`, `product tax class ${id} missing`);
  for (const id of rec.customer_tax_class_ids)
    if (taxClasses.get(id)?.kind !== 'customer') err(`line ${line} tax rule ${rec.id}`, `customer tax class ${id} missing`);
}
for (const { line, rec } of all('attribute'))
  unique(
    `option value of ${rec.attribute_code}`,
    rec.options.map((o) => ({ line, key: o.value })),
  );

// ---------------------------------------------------------------- categories

const seenCats = new Set<number>();
for (const { line, rec } of all('category')) {
  const where = `line ${line} category ${rec.id}`;
  if (rec.id === 1) err(where, 'id 1 is the implicit tree root and must not be a record');
  if (rec.parent_id === 1) {
    if (rec.id !== 2) err(where, 'only the root category (id 2) may have parent_id 1');
  } else if (!categories.has(rec.parent_id)) err(where, `parent ${rec.parent_id} does not exist`);
  else if (!seenCats.has(rec.parent_id)) err(where, `parent ${rec.parent_id} comes after its child`);
  seenCats.add(rec.id);
  for (const s of Object.keys(rec.store_texts)) if (!storeCodes.has(s)) err(where, `store_texts: store ${s} does not exist`);
  media(where, rec.image);
}
for (const { line, rec } of all('category')) {
  const siblings = all('category').filter((c) => c.rec.parent_id === rec.parent_id && c.rec.url_key === rec.url_key);
  if (siblings.length > 1 && siblings[0].line === line)
    err(`line ${line}`, `url key ${rec.url_key} used twice under parent ${rec.parent_id}`);
}

// ---------------------------------------------------------------- products

const seenSkus = new Set<string>();
const earlier = (where: string, sku: string, what: string, stores: string[] = []): void => {
  const linked = products.get(sku);
  if (!linked) return err(where, `${what} ${sku} does not exist`);
  if (!seenSkus.has(sku)) err(where, `${what} ${sku} must come before this product (line ${productLines.get(sku)})`);
  for (const s of stores) if (!linked.stores.includes(s)) err(where, `${what} ${sku} is not sold in store ${s}`);
  if (linked.status !== 1) warnings.push(`${where}: ${what} ${sku} is disabled`);
};
const urlKeys = new Map<string, string>();
for (const { line, rec: p } of all('product')) {
  const where = `line ${line} product ${p.sku}`;
  if (urlKeys.has(p.url_key) && p.visibility > 1) err(where, `url key ${p.url_key} also used by ${urlKeys.get(p.url_key)}`);
  if (p.visibility > 1) urlKeys.set(p.url_key, p.sku);
  if (!taxClasses.has(p.tax_class_id) && p.tax_class_id !== 0) err(where, `tax class ${p.tax_class_id} does not exist`);
  else if (p.tax_class_id && taxClasses.get(p.tax_class_id)?.kind !== 'product')
    err(where, `tax class ${p.tax_class_id} is not a product class`);
  for (const c of p.category_ids) if (!categories.has(c)) err(where, `category ${c} does not exist`);
  for (const s of p.stores) if (!storeCodes.has(s)) err(where, `store ${s} does not exist`);
  for (const s of Object.keys(p.store_texts)) {
    if (!storeCodes.has(s)) err(where, `store_texts: store ${s} does not exist`);
    else if (!p.stores.includes(s)) err(where, `store_texts: store ${s} does not sell this product`);
  }
  media(where, p.image, 'product');
  for (const g of p.gallery) media(where, g.image, 'product');
  for (const [code, value] of Object.entries(p.attributes)) {
    const a = attrs.get(code);
    if (!a) err(where, `attribute ${code} does not exist`);
    else if (a.options.length && !a.options.some((o) => o.value === value)) err(where, `attribute ${code} has no option ${value}`);
  }
  if (p.special_price !== null && p.special_price >= p.price) err(where, `special price ${p.special_price} is not below price ${p.price}`);
  if (p.special_from_date && p.special_to_date && p.special_from_date > p.special_to_date)
    err(where, 'special_from_date after special_to_date');
  if (p.stock.manage_stock && p.stock.is_in_stock === true && p.stock.qty === 0 && !p.stock.backorders) err(where, 'in stock with qty 0');

  if (p.parent_sku !== undefined) {
    const parent = products.get(p.parent_sku);
    if (!parent) err(where, `parent ${p.parent_sku} does not exist`);
    else {
      if (parent.type_id !== 'configurable') err(where, `parent ${p.parent_sku} is not configurable`);
      if (p.type_id !== 'simple' && p.type_id !== 'virtual') err(where, 'a configurable child must be simple or virtual');
      if (p.visibility !== 1) warnings.push(`${where}: configurable child is visible on its own (visibility ${p.visibility})`);
      if (productLines.get(p.parent_sku)! < line) err(where, 'child must come before its configurable parent');
      for (const code of parent.configurable_attributes ?? []) {
        const value = p.attributes[code];
        const a = attrs.get(code);
        if (value === undefined) err(where, `missing value for configurable attribute ${code}`);
        else if (a && !a.options.some((o) => o.value === value)) err(where, `value ${value} is not an option of ${code}`);
      }
      for (const s of p.stores) if (!parent.stores.includes(s)) err(where, `sold in ${s} but the parent is not`);
    }
  }

  switch (p.type_id) {
    case 'configurable': {
      const codes = p.configurable_attributes ?? [];
      if (!codes.length) err(where, 'configurable without configurable_attributes');
      for (const code of codes) {
        const a = attrs.get(code);
        if (!a) err(where, `configurable attribute ${code} does not exist`);
        else if (a.frontend_input !== 'select') err(where, `configurable attribute ${code} is not a select`);
      }
      const children = [...products.values()].filter((c) => c.parent_sku === p.sku);
      if (!children.length) err(where, 'configurable without children');
      const combos = new Set<string>();
      for (const c of children) {
        const key = codes.map((code) => c.attributes[code]).join('|');
        if (combos.has(key)) err(where, `two children share the combination ${key}`);
        combos.add(key);
      }
      if (!children.some((c) => c.status === 1 && c.stock.is_in_stock !== false)) err(where, 'no enabled, in-stock child');
      break;
    }
    case 'grouped':
      if (!p.links?.length) err(where, 'grouped without links');
      for (const l of p.links ?? []) {
        earlier(where, l.sku, 'linked product', p.stores);
        const t = products.get(l.sku)?.type_id;
        if (t && t !== 'simple' && t !== 'virtual' && t !== 'downloadable') err(where, `grouped link ${l.sku} is a ${t}`);
      }
      break;
    case 'bundle': {
      if (!p.bundle_options?.length) err(where, 'bundle without options');
      for (const o of p.bundle_options ?? []) {
        const defaults = o.links.filter((l) => l.is_default).length;
        if ((o.type === 'radio' || o.type === 'select') && defaults > 1) err(where, `option "${o.title}" has ${defaults} defaults`);
        if (o.required && defaults === 0) warnings.push(`${where}: required option "${o.title}" has no default`);
        for (const l of o.links) {
          earlier(where, l.sku, 'bundle link', p.stores);
          const t = products.get(l.sku)?.type_id;
          if (t && t !== 'simple' && t !== 'virtual') err(where, `bundle link ${l.sku} is a ${t}`);
        }
      }
      break;
    }
    case 'downloadable':
      if (!p.downloadable_links?.length) err(where, 'downloadable without downloadable_links');
      break;
    case 'giftcard':
      if (!p.giftcard) err(where, 'giftcard without giftcard settings');
      break;
  }
  if (p.type_id !== 'configurable' && p.configurable_attributes) err(where, 'configurable_attributes on a non-configurable product');
  for (const o of p.custom_options ?? []) {
    if (['drop_down', 'radio', 'checkbox', 'multiple'].includes(o.type) && !o.values.length)
      err(where, `custom option "${o.title}" has no values`);
  }
  seenSkus.add(p.sku);
}
unique(
  'custom option id',
  all('product').flatMap((r) => (r.rec.custom_options ?? []).map((o) => ({ line: r.line, key: `${r.rec.sku}:${o.option_id}` }))),
);
unique(
  'bundle option id',
  all('product').flatMap((r) => (r.rec.bundle_options ?? []).map((o) => ({ line: r.line, key: o.option_id }))),
);

// ---------------------------------------------------------------- CMS, rewrites, blog, banners, reviews

for (const { line, rec } of [...all('cms_page'), ...all('cms_block')]) {
  const where = `line ${line} ${rec.type} ${rec.identifier}`;
  if (rec.store !== null && !storeCodes.has(rec.store)) err(where, `store ${rec.store} does not exist`);
  for (const m of rec.content.matchAll(/href="([^"]+)"/g)) if (m[1].startsWith('/')) checkLink(where, m[1]);
}
for (const { line, rec } of all('url_rewrite')) {
  const where = `line ${line} url_rewrite ${rec.id}`;
  if (!storeCodes.has(rec.store)) err(where, `store ${rec.store} does not exist`);
  let expected = '';
  if (rec.entity_type === 'product') {
    const p = products.get(String(rec.entity));
    if (!p) err(where, `product ${rec.entity} does not exist`);
    else expected = `catalog/product/view/id/${p.id}`;
  } else if (rec.entity_type === 'category') {
    if (!categories.has(Number(rec.entity))) err(where, `category ${rec.entity} does not exist`);
    else expected = `catalog/category/view/id/${rec.entity}`;
  } else {
    const pg = pages.get(String(rec.entity));
    if (!pg) err(where, `cms page ${rec.entity} does not exist`);
    else expected = `cms/page/view/page_id/${pg.id}`;
  }
  if (rec.redirect_type === 0) {
    if (expected && rec.target_path !== expected) err(where, `target ${rec.target_path} should be ${expected}`);
  } else checkLink(where, rec.target_path);
}
for (const { line, rec } of all('blog_post')) {
  const where = `line ${line} blog_post ${rec.id}`;
  for (const c of rec.blog_category_ids) if (!blogCats.has(c)) err(where, `blog category ${c} does not exist`);
  media(where, rec.image, 'blog');
}
for (const { line, rec } of all('banner')) {
  const where = `line ${line} banner ${rec.id}`;
  if (!storeCodes.has(rec.store)) err(where, `store ${rec.store} does not exist`);
  media(where, rec.image, 'banner');
  checkLink(where, rec.link);
  const linked = rec.link.startsWith('/p/') ? products.get(rec.link.split('/')[2]) : undefined;
  if (linked && !linked.stores.includes(rec.store)) err(where, `links to ${linked.sku}, which store ${rec.store} does not sell`);
}
for (const { line, rec } of all('review')) {
  const where = `line ${line} review ${rec.id}`;
  const p = products.get(rec.product_sku);
  if (!p) err(where, `product ${rec.product_sku} does not exist`);
  else if (p.visibility === 1) err(where, `product ${rec.product_sku} is not visible on its own`);
}

// ---------------------------------------------------------------- report

const counts: Record<string, number> = {};
for (const { rec } of records) counts[rec.type] = (counts[rec.type] ?? 0) + 1;
const visible = all('product').filter((r) => r.rec.status === 1 && r.rec.visibility >= 2);
const byType: Record<string, number> = {};
for (const { rec } of all('product')) byType[rec.type_id] = (byType[rec.type_id] ?? 0) + 1;

for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.log(`error: ${e}`);
console.log(`\n${file}`);
console.log('records per type:', counts);
console.log('products per type_id:', byType);
console.log(`visible sellable products (status 1, visibility 2-4): ${visible.length}`);
console.log(`${errors.length} errors, ${warnings.length} warnings`);
process.exit(errors.length ? 1 : 0);
