import { fromCents, type CatalogRecordType } from '@shoreline/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * A partial import's line for a stored record names its key and the fields that change only. The format's
 * required fields it leaves out are taken from the stored record, so the line is validated whole (types,
 * ranges, unknown keys) while the write still touches only the keys the line names (`given`).
 *
 * Tax rules and reviews are not completed: a tax rule's classes and rates are replaced whole by every line, and
 * a stored review is left as it is whatever its line says.
 */

/** A stored record's required fields in the import format, by the record's key as text. */
export type StoredFields = ReadonlyMap<string, Record<string, unknown>>;

type Loader = (db: Kysely<Database>, keys: string[]) => Promise<Array<[string, Record<string, unknown>]>>;

const BATCH = 500;

const numbers = (keys: string[]) => keys.map(Number).filter((key) => Number.isInteger(key));

async function inBatches<T>(keys: T[], read: (batch: T[]) => Promise<Array<[string, Record<string, unknown>]>>) {
  const found: Array<[string, Record<string, unknown>]> = [];
  for (let i = 0; i < keys.length; i += BATCH) found.push(...(await read(keys.slice(i, i + BATCH))));
  return found;
}

const byId = <R extends { id: number }>(rows: R[], fields: (row: R) => Record<string, unknown>) =>
  rows.map((row): [string, Record<string, unknown>] => [String(row.id), fields(row)]);

/** The tables whose records are completed from their own columns, and the column keying each. */
const KEY_COLUMNS = {
  stores: 'code',
  attributes: 'attribute_code',
  tax_classes: 'id',
  cms_pages: 'id',
  cms_blocks: 'id',
  url_rewrites: 'id',
  blog_categories: 'id',
  blog_posts: 'id',
  banners: 'id',
} as const;

type Fields = Record<string, unknown>;

/**
 * A loader of the records of `table` whose stored required fields are these columns: under the same names, or as
 * `asFields` names them.
 */
const storedColumns =
  (table: keyof typeof KEY_COLUMNS, columns: readonly string[], asFields = (fields: Fields): Fields => fields): Loader =>
  (db, keys) => {
    const key = KEY_COLUMNS[table];
    return inBatches<string | number>(key === 'id' ? numbers(keys) : keys, async (batch) => {
      const rows: Fields[] = await db.selectFrom(table).selectAll().where(sql.ref(key), 'in', batch).execute();
      return rows.map((row): [string, Fields] => [String(row[key]), asFields(Object.fromEntries(columns.map((c) => [c, row[c]])))]);
    });
  };

/** Each completable record type: the field that keys it, and how its stored required fields are read. */
const COMPLETABLE: Partial<Record<CatalogRecordType, { key: string; load: Loader }>> = {
  store: {
    key: 'code',
    load: storedColumns('stores', [
      'store_id',
      'website_id',
      'name',
      'logo',
      'locale',
      'currency_code',
      'currency_sign',
      'default_country',
    ]),
  },
  attribute: { key: 'attribute_code', load: storedColumns('attributes', ['attribute_id', 'frontend_label', 'frontend_input']) },
  category: {
    key: 'id',
    load: (db, keys) =>
      inBatches(numbers(keys), async (batch) =>
        byId(
          await db
            .selectFrom('categories as c')
            .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
            .select([
              'c.id',
              'c.parent_id',
              'c.name',
              'c.url_key',
              'c.url_path',
              'parent.url_path as parent_url_path',
              'parent.level as parent_level',
            ])
            .where('c.id', 'in', batch)
            .execute(),
          ({ parent_id, name, url_key, url_path, parent_url_path, parent_level }) => {
            // The write derives the url path again unless the line gives one: a path set by hand stays as it is.
            const derived = parent_level === null || parent_level <= 1 ? url_key : `${parent_url_path}/${url_key}`;
            return { parent_id, name, url_key, ...(url_path && url_path !== derived ? { url_path } : {}) };
          },
        ),
      ),
  },
  tax_class: { key: 'id', load: storedColumns('tax_classes', ['name', 'kind']) },
  product: {
    key: 'sku',
    load: (db, keys) =>
      inBatches(keys, async (batch) =>
        (
          await db
            .selectFrom('products')
            .select(['sku', 'id', 'type_id', 'name', 'url_key', 'price_cents', 'tax_class_id', 'image'])
            .where('sku', 'in', batch)
            .execute()
        ).map(({ sku, price_cents, ...fields }) => [sku, { ...fields, price: fromCents(price_cents) }]),
      ),
  },
  cms_page: { key: 'id', load: storedColumns('cms_pages', ['identifier', 'title', 'content']) },
  cms_block: { key: 'id', load: storedColumns('cms_blocks', ['identifier', 'title', 'content']) },
  url_rewrite: {
    key: 'id',
    load: storedColumns(
      'url_rewrites',
      ['entity_type', 'entity_ref', 'request_path', 'target_path', 'redirect_type'],
      ({ entity_ref, ...fields }) => ({
        ...fields,
        entity: fields.entity_type === 'category' ? Number(entity_ref) : entity_ref,
      }),
    ),
  },
  blog_category: { key: 'id', load: storedColumns('blog_categories', ['title', 'url_key']) },
  blog_post: { key: 'id', load: storedColumns('blog_posts', ['title', 'url_key', 'publish_date', 'content']) },
  banner: {
    key: 'id',
    load: storedColumns('banners', ['store_code', 'slot', 'title', 'link', 'image'], ({ store_code, ...fields }) => ({
      ...fields,
      store: store_code,
    })),
  },
  coupon: {
    key: 'code',
    load: (db, keys) =>
      inBatches(keys, async (batch) =>
        (await db.selectFrom('coupons').select(['code', 'discount_type', 'discount_value']).where('code', 'in', batch).execute()).map(
          ({ code, discount_type, discount_value }) => [
            code,
            // Stored by type: a percent in basis points (10% is 1000), a fixed amount in cents.
            { discount_type, discount_value: discount_value / 100 },
          ],
        ),
      ),
  },
  fee: {
    key: 'id',
    load: async (db, keys) => {
      const fees = await inBatches(numbers(keys), async (batch) =>
        byId(await db.selectFrom('fees').select(['id', 'name']).where('id', 'in', batch).execute(), ({ name }) => ({ name })),
      );
      if (fees.length === 0) return fees;
      const options = await db
        .selectFrom('fee_options')
        .select(['id', 'fee_id', 'label', 'price_cents', 'sort_order'])
        .where(
          'fee_id',
          'in',
          fees.map(([id]) => Number(id)),
        )
        .orderBy('id')
        .execute();
      // A fee's options are written again from every line; a line without them keeps the stored ones.
      return fees.map(([id, fields]): [string, Record<string, unknown>] => [
        id,
        {
          ...fields,
          options: options
            .filter((option) => String(option.fee_id) === id)
            .map((option) => ({ id: option.id, label: option.label, price: fromCents(option.price_cents), sort_order: option.sort_order })),
        },
      ]);
    },
  },
};

/** The record type and key a line names, read without validating it (null when it names none). */
export function lineKey(json: unknown): { type: CatalogRecordType; key: string } | null {
  if (!json || typeof json !== 'object') return null;
  const { type } = json as { type?: unknown };
  const completable = typeof type === 'string' ? COMPLETABLE[type as CatalogRecordType] : undefined;
  if (!completable) return null;
  const key = (json as Record<string, unknown>)[completable.key];
  return typeof key === 'string' || typeof key === 'number' ? { type: type as CatalogRecordType, key: String(key) } : null;
}

/** The stored required fields of every record a file names by type and key: one query per type (in batches). */
export async function loadStoredFields(
  db: Kysely<Database>,
  named: ReadonlyMap<CatalogRecordType, ReadonlySet<string>>,
): Promise<Map<CatalogRecordType, StoredFields>> {
  const found = new Map<CatalogRecordType, StoredFields>();
  for (const [type, keys] of named) {
    const completable = COMPLETABLE[type];
    if (!completable || keys.size === 0) continue;
    found.set(type, new Map(await completable.load(db, [...keys])));
  }
  return found;
}

/** A line completed with its stored record's required fields (the line's own values win); others as they are. */
export function completeLine(json: unknown, stored: ReadonlyMap<CatalogRecordType, StoredFields>): unknown {
  const named = lineKey(json);
  const fields = named ? stored.get(named.type)?.get(named.key) : undefined;
  return fields ? { ...fields, ...(json as Record<string, unknown>) } : json;
}
