import type { Migration } from 'kysely';
import { perStore, type TableDefinitions, tablesMigration } from './columns.js';

/** The search-engine texts a store view may replace; null keeps the record's own. */
const META_TEXTS = { meta_title: 'text', meta_description: 'text' } as const;

const TABLES = {
  product_store_texts: perStore(
    { column: 'product_id', reference: 'products.id' },
    { name: 'varchar(255)', short_description: 'text', description: 'text', ...META_TEXTS },
  ),
  category_store_texts: perStore(
    { column: 'category_id', reference: 'categories.id' },
    { name: 'varchar(200)', description: 'text', ...META_TEXTS },
  ),
} satisfies TableDefinitions;

/**
 * Issue 23's store views: a product's and a category's texts in another store view's language (the
 * import's `store_texts`). One row per record and store; a null column shows the record's own text.
 */
export const storeTextsMigration: Migration = tablesMigration(TABLES);
