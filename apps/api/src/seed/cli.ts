import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { importCatalogFile } from './import.js';
import { CatalogImportError } from './parse.js';

/**
 * `npm run import-catalog -- path/to/catalog.ndjson`: validates the whole file,
 * prints every problem with its line, and imports only when there are none.
 * Running API processes pick the new catalog up within CATALOG_REFRESH_MS.
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import-catalog -- <catalog.ndjson>');
  process.exit(2);
}
const config = loadConfig();
const opened = await openDatabase(config);
try {
  const summary = await importCatalogFile(opened.db, opened.dialect, path.resolve(file));
  console.log(`Imported ${summary.records} records (${summary.products} products, ${summary.categories} categories).`);
} catch (error) {
  if (error instanceof CatalogImportError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await opened.close();
}
