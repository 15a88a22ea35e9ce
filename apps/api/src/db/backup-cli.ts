import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';

/**
 * `npm run backup [-- --out DIR]`: a consistent, dated copy of the database the shop uses (same DATA_DIR,
 * DATABASE_URL and DATABASE_SCHEMA as the shop), taken while it runs. DIR defaults to BACKUP_DIR or ./backups.
 * `npm run restore -- FILE [--force]`: restores FILE into an empty DATA_DIR or an empty PostgreSQL schema;
 * --force replaces what is there (stop the shop first).
 */
const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const usage = 'Usage: npm run backup [-- --out DIR]\n       npm run restore -- FILE [--force]';
const config = loadConfig();

try {
  if (command === 'backup') {
    const outDir = path.resolve(option('--out') ?? process.env.BACKUP_DIR ?? 'backups');
    const started = performance.now();
    const file = await backupDatabase(config, outDir);
    console.log(`Backup written: ${file} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } else if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) {
      console.error(usage);
      process.exit(2);
    }
    await restoreDatabase(config, path.resolve(file), { force: args.includes('--force') });
    const where = config.databaseUrl ? `schema ${config.databaseSchema ?? 'public'}` : config.sqliteFile;
    console.log(`Restored ${file} into ${where}.`);
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
