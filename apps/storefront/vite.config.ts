import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages (@shoreline/domain, @shoreline/sdk) export their TypeScript
// sources under the "source" condition; resolve that first on both sides.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: {
    noExternal: ['@shoreline/domain', '@shoreline/sdk'],
    resolve: {
      conditions: ['source', ...defaultServerConditions],
    },
  },
});
