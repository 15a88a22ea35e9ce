/**
 * Renders the app icons the web app manifest names (PNG, which every browser's
 * install check takes) from public/favicon.svg, in Debian's Chromium. The PNGs are
 * committed; run this again after changing the favicon:
 *   npx tsx apps/storefront/scripts/render-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const BACKGROUND = '#0b2545';

/** `maskable` keeps the crab inside the centre 80% that every mask shape leaves visible. */
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.72) : icon.size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? BACKGROUND : 'transparent'}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: !icon.maskable });
    await page.close();
    console.log(`wrote ${icon.file}`);
  }
} finally {
  await browser.close();
}
