import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'], alias: { '~': fileURLToPath(new URL('./apps/storefront/app', import.meta.url)) } },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'apps/storefront/app/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**', 'e2e/**'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On the two-core CI machine Vitest's default is one worker (cores - 1), which leaves a core idle while a file
    // waits on its database, a catalog refresh or an outbox round. Two workers kept the cores 45% busy (430
    // CPU-seconds in 480 s of wall time), so three.
    maxWorkers: 3,
    // A fresh process per file imported the API's whole module graph once per file (a fifth of the run's time).
    // Test files share no module state (each starts its own API on its own database), so a worker keeps its
    // modules between files.
    isolate: false,
  },
});
