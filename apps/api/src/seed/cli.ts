import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { importCatalogFile } from './import.js';
import { CatalogImportError } from './parse.js';
import { upsertCatalog } from './upsert.js';

/**
 * `npm run import-catalog -- path/to/catalog.ndjson`: validates the whole file,
 * prints every problem with its line, and imports only when there are none; the
 * file replaces the catalog.
 * `npm run import-catalog -- --upsert [--dry-run] changes.ndjson`: a partial import
 * that creates or updates only the records of the file and deletes nothing
 * (`--dry-run` checks and counts without writing).
 * Running API processes pick the new catalog up within CATALOG_REFRESH_MS.
 */
const args = process.argv.slice(2);
const upsert = args.includes('--upsert');
const dryRun = args.includes('--dry-run');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file || (dryRun && !upsert)) {
  console.error(
    'Usage: npm run import-catalog -- <catalog.ndjson>\n       npm run import-catalog -- --upsert [--dry-run] <changes.ndjson>',
  );
  process.exit(2);
}
const config = loadConfig();
const opened = await openDatabase(config);
try {
  if (upsert) {
    const summary = await upsertCatalog(opened.db, opened.dialect, await fs.readFile(path.resolve(file), 'utf8'), { dryRun });
    const verb = dryRun ? 'Checked (nothing written)' : 'Imported';
    console.log(
      `${verb}: ${summary.records} records, ${summary.created} created, ${summary.updated} updated, ${summary.skipped} left as they were.`,
    );
  } else {
    const summary = await importCatalogFile(opened.db, opened.dialect, path.resolve(file));
    console.log(`Imported ${summary.records} records (${summary.products} products, ${summary.categories} categories).`);
  }
} catch (error) {
  if (error instanceof CatalogImportError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await opened.close();
}
