import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Says once, clearly, whether the PostgreSQL half of the integration suite and the built host's checks run. */
export default function setup(): void {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`\n[integration] PostgreSQL suite ON (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})\n`);
  } else {
    console.log('\n[integration] PostgreSQL suite SKIPPED: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.\n');
  }
  const built = ['apps/host/dist/host.js', 'apps/storefront/build/server/index.js'].every((file) =>
    fs.existsSync(path.join(repoRoot, file)),
  );
  if (built) console.log('[integration] built host checks ON (apps/host/test: from the last `npm run build`)\n');
  else console.log('[integration] built host checks SKIPPED: run `npm run build` first (REQUIRE_BUILT_SHOP=1 makes this a failure).\n');
}
