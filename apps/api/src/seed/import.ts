import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/index.js';
import { CatalogImportError, parseCatalog } from './parse.js';
import { checkReferences, planCatalog } from './references.js';
import { writeCatalog } from './write.js';

export interface ImportSummary {
  records: number;
  products: number;
  categories: number;
}

/**
 * Validates the whole catalog first and writes it in one transaction, so a file
 * with a single bad line changes nothing. The import replaces the catalog.
 */
export async function importCatalog(db: Kysely<Database>, dialect: Dialect, text: string): Promise<ImportSummary> {
  const { records, problems } = parseCatalog(text);
  const plan = planCatalog(records);
  problems.push(...checkReferences(plan));
  if (problems.length > 0) throw new CatalogImportError(problems.sort((a, b) => a.line - b.line));
  await writeCatalog(db, dialect, plan);
  return { records: records.length, products: plan.products.length, categories: plan.categories.length };
}

export async function importCatalogFile(db: Kysely<Database>, dialect: Dialect, file: string): Promise<ImportSummary> {
  return importCatalog(db, dialect, await fs.readFile(file, 'utf8'));
}

/** Seeds the catalog when the database has no store yet; a second start keeps all data. */
export async function seedIfEmpty(db: Kysely<Database>, dialect: Dialect, file: string): Promise<ImportSummary | null> {
  const hasStores = async () => (await db.selectFrom('stores').select('code').limit(1).execute()).length > 0;
  if (await hasStores()) return null;
  try {
    return await importCatalogFile(db, dialect, file);
  } catch (error) {
    // Another process sharing the database may have seeded it at the same moment.
    if (!(error instanceof CatalogImportError) && (await hasStores())) return null;
    throw error;
  }
}
