import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * The JavaScript a page has loaded in Chromium once it is idle (gzip): the first load, the chunks the page
 * hydrates later (its deferred parts, the header and footer) and whatever runs at idle. Each page in a fresh
 * context (a first visit: no stored cart, no session), network idle and a second for idle callbacks.
 */
export async function idleJs(urls: string[], executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<number[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const totals: number[] = [];
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const bodies: Array<Promise<number>> = [];
      page.on('response', (response) => {
        if (/\.js(\?|$)/.test(new URL(response.url()).pathname))
          bodies.push(
            response.body().then(
              (body) => zlib.gzipSync(body).length,
              () => 0,
            ),
          );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      totals.push((await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0));
      await context.close();
    }
    return totals;
  } finally {
    await browser.close();
  }
}
