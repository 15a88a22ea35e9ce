import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

const FEATURE_INDEX = /[\\/]app[\\/]features[\\/][\w-]+[\\/]index(\.client|\.server)?\.ts$/;

/**
 * A feature's index files only re-export (lint rule shoreline/feature-boundaries). Marked side-effect free, an import
 * through them binds straight to the defining module, so the shell chunk, which takes what the layout imports, does
 * not also take every module a feature's index names (ADR 0008).
 */
function featureIndexesAreSideEffectFree(): Plugin {
  return {
    name: 'shoreline:feature-indexes',
    transform(code, id) {
      if (FEATURE_INDEX.test(id)) return { code, moduleSideEffects: false };
      return null;
    },
  };
}

/** The chunks every page has loaded before any of its code runs (the entry's runtime, and what the root route imports). */
const ALWAYS_LOADED = /^assets\/(rolldown-runtime|framework|shell)-[\w-]+\.js$/;

/**
 * What a lazy import preloads beside the chunk it imports: not the chunks every page has loaded already. When only the
 * chunk itself is left, nothing: the import fetches it anyway, and the importer carries no list of names for it.
 */
function preloadDependencies(file: string, deps: string[]): string[] {
  const needed = deps.filter((dep) => !ALWAYS_LOADED.test(dep));
  return needed.length === 1 && needed[0] === file ? [] : needed;
}

// Workspace packages (@shoreline/domain, @shoreline/sdk) export their TypeScript
// sources under the "source" condition; resolve that first on both sides.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), featureIndexesAreSideEffectFree()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    conditions: ['source', ...defaultClientConditions],
  },
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === '1',
        modulePreload: { resolveDependencies: preloadDependencies },
        rolldownOptions: {
          output: {
            // Fewer, larger first-load chunks: on a phone each extra request costs a round trip.
            // The framework and the shared app shell (layout, ui, i18n hook) become one chunk each;
            // code loaded on demand (cart, session, search panel) and the message files fetched on
            // demand (i18n/cart, i18n/account) stay in their own chunks.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 4,
                },
                {
                  // The icons are first-load code of the home and category pages, not only the frame's.
                  name: 'icons',
                  test: /app[\\/]ui[\\/]icons\./,
                  priority: 3,
                },
                {
                  // The default frame's header and footer with the header's tools, the sign-in dialog's and the languages
                  // modal's hosts: code every default page loads while it hydrates, outside its first load
                  // (features/layout/Shells).
                  name: 'frame',
                  test: /app[\\/]features[\\/](layout[\\/](DefaultFrame|Header|Footer|MainNav|MobileMenu\.|ShopTools)|account[\\/]auth[\\/]AuthModalHost|session[\\/](AccountLink|session-keys|auth-events)|cart[\\/]CartButton|search[\\/]SearchButton|languages[\\/]LanguagesModalHost)/,
                  priority: 2,
                },
                {
                  // The card frame and pill links travel with the product card: the home page and search render
                  // products (one chunk, not two), and a blog list takes the product card's few hundred bytes along.
                  name: 'cards',
                  test: /app[\\/](ui[\\/](cards|links)\.|features[\\/]product[\\/]ProductCard\.)/,
                  priority: 1,
                },
                {
                  name: 'shell',
                  // The mobile menu's drawer, the page overlays (toasts, minicart), the error views and lib's
                  // .client modules load on demand, outside the shell; so do useHydrated (only filters, sorting and the
                  // account use it), the Dialog (only drawers and modals loaded on demand use it), the forms' TextField,
                  // CodeEntry and shared parts (ui/forms), the thumbnails' DecorativeImage, the server HTML sent once
                  // (document-html) and the money formatting of the cart, checkout and account (no browsing page renders
                  // them: in the shell they cost every page 2 KB gzip). The cards and pill links (ui/cards, ui/links)
                  // stay out too: the product page renders none. notify() joins the
                  // shell: the layout's pages and the product page call it, and its own chunk costs a request.
                  // session-features.ts (beside root.tsx: it wires features to the session) is shell code too.
                  test: /app[\\/](session-features\.ts|ui[\\/](?!Dialog\.|icons\.|TextField\.|CodeEntry\.|DecorativeImage\.|cards\.|links\.|forms[\\/])|lib[\\/](?![\w-]+\.client\.|use-hydrated\.|seo\.|money\.|format-amount\.|document-html\.)|i18n[\\/](useT|translate|namespaces|loaded-messages)|features[\\/](layout[\\/](?!MobileMenuDrawer|Overlays\.|DefaultFrame|Header|Footer|MainNav|MobileMenu|ShopTools)|notices[\\/]notify\.|errors[\\/]LazyErrorView))/,
                  priority: 3,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    noExternal: ['@shoreline/domain', '@shoreline/sdk'],
    resolve: {
      conditions: ['source', ...defaultServerConditions],
    },
  },
});
