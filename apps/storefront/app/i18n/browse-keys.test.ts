import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import accountEn from './account/en-US.json';
import cartEn from './cart/en-US.json';
import orderEn from './order/en-US.json';
import { loadMessages } from './messages.server';

const app = fileURLToPath(new URL('..', import.meta.url));

/**
 * Code that renders on browsing pages without loading a namespace first: the root, the layouts, the
 * browsing routes and their features, and the header's always-present cart, account and sign-in hosts.
 * (The minicart, toasts and sign-in dialog load the 'cart' or 'account' namespace with their chunk;
 * /checkout, /my-account, /create-password and /order/hold return theirs in their loader data.)
 */
const BROWSE_FOLDERS = [
  'layouts',
  'ui',
  'lib',
  'features/layout',
  'features/errors',
  'features/home',
  'features/category',
  'features/search',
  'features/product-page',
  'features/product',
  'features/content',
  'features/blog',
  'features/contact',
  'features/seo',
];
const BROWSE_FILES = [
  'root.tsx',
  'features/cart/CartButton.tsx',
  'features/account/auth/AuthModalHost.tsx',
  'features/session/AccountLink.tsx',
];
const FEATURE_ROUTES = new Set(['checkout.tsx', 'checkout-thank-you.tsx', 'my-account.tsx', 'create-password.tsx', 'order-hold.tsx']);

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(app, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => path.join(folder, name));
}

const browseSources = [
  ...BROWSE_FOLDERS.flatMap(sourceFiles),
  ...BROWSE_FILES,
  ...sourceFiles('routes').filter((file) => !FEATURE_ROUTES.has(path.basename(file))),
];

/**
 * Cart, account and order keys named as string literals in a file, outside notify({...}) calls: a notice is
 * rendered by the toasts, which load the 'cart' namespace with their chunk.
 */
function featureKeysIn(file: string): string[] {
  const text = fs.readFileSync(path.join(app, file), 'utf8').replace(/\bnotify\(\{[^}]*\}\)/g, '');
  const featureKeys = new Set(Object.keys({ ...cartEn, ...accountEn, ...orderEn }));
  return [...text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"`]/g)].map((match) => match[1]).filter((key) => featureKeys.has(key));
}

describe('the browsing namespaces', () => {
  it('hold every key the code rendered on browsing pages uses', async () => {
    const browse = await loadMessages('en-US');
    expect(browseSources.length).toBeGreaterThan(50);
    const missing = browseSources.flatMap((file) =>
      featureKeysIn(file)
        .filter((key) => !(key in browse))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
