import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { UNDECLARED_REFUSALS_ENV, undeclaredRefusalsIn } from './undeclared-refusals.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Says once, clearly, whether the PostgreSQL half of the integration suite and the built host's checks run; at the end,
 * fails the run when a test provoked a refusal its route does not declare (undeclared-refusals.ts).
 */
export default function setup(): () => void {
  const refusalsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-refusals-')), 'undeclared.ndjson');
  process.env[UNDECLARED_REFUSALS_ENV] = refusalsFile;
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
  return () => {
    const undeclared = undeclaredRefusalsIn(refusalsFile);
    fs.rmSync(path.dirname(refusalsFile), { recursive: true, force: true });
    if (undeclared.length === 0) return;
    // A teardown's error is printed but does not fail the run: the exit code says it.
    process.exitCode = 1;
    console.error(
      `\n[contract] FAILED: ${undeclared.length} refusal(s) break their route's contract; declare each in the route's ` +
        `\`refusals\` (apps/api/src/http/contract.ts), or answer the declared body:\n  ${undeclared.join('\n  ')}\n`,
    );
  };
}
