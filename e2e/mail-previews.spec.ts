import fs from 'node:fs';
import type { MailPreviewWire } from '@shoreline/domain/wire/mail-previews';
import { expect, test, type APIRequestContext } from './support/shop';
import { staffMember, staffToken } from './support/staff';

/**
 * Every shop mail as the back office previews it, at a phone's (375 px) and a desktop client's (600 px) width, in
 * English and German: nothing wider than the frame (no sideways scrolling in an inbox). Screenshots of the
 * English ones go to test-results/mail-screens/ ({name}.jpg: both widths side by side). The back office's page is
 * opened once; the mails are then laid out together on one page, every frame loaded at once.
 */
const SCREENS = 'test-results/mail-screens';
const WIDTHS = [375, 600] as const;
/** English, and German: the longest words of the views' languages. */
const LANGUAGES = ['en', 'de'] as const;

test.use({ viewport: { width: 1024, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });
test.describe.configure({ timeout: 60_000 });

async function previewsOf(request: APIRequestContext, token: string, names: readonly string[]): Promise<MailPreviewWire[]> {
  const headers = { authorization: `Bearer ${token}` };
  const reads = names.flatMap((name) =>
    LANGUAGES.map(async (lang) => {
      const answer = await request.get(`/api/admin/mail-previews/${name}?lang=${lang}`, { headers });
      expect(answer.status(), `${name} in ${lang}`).toBe(200);
      return ((await answer.json()) as { result: MailPreviewWire }).result;
    }),
  );
  return Promise.all(reads);
}

test('every mail reads at 375 and 600 px without sideways scrolling @any-width', async ({ page, request }, testInfo) => {
  const owner = await staffMember(request, `mail-previews-${testInfo.retry}-${Date.now()}`, 'owner');
  // Signed in through the API: the page's context keeps the refresh cookie, and the back office resumes with it.
  const token = await staffToken(page.request, owner.email, owner.password);
  await page.goto('/admin/mails');
  const mails = page.getByRole('navigation', { name: 'Mails' }).getByRole('link');
  await expect(mails.first()).toBeVisible();
  await expect(page.getByTestId('mail-frame')).toHaveAttribute('srcdoc', /<html dir="ltr" lang="en-US">/);
  const names = (await mails.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map(
    (href) => href.split('/').pop() ?? '',
  );
  expect(names.length).toBeGreaterThanOrEqual(18);

  // Every mail in English and German at both widths, side by side, each frame as tall as what it holds.
  const previews = await previewsOf(request, token, names);
  await page.setContent('<!DOCTYPE html><html lang="en"><head><title>Mails</title></head><body style="margin:0"></body></html>');
  const frames = await page.evaluate(
    async ({ previews, widths }) => {
      const loads: Array<Promise<unknown>> = [];
      for (const preview of previews) {
        const row = document.createElement('div');
        row.dataset.mail = `${preview.name}-${preview.lang}`;
        row.style.cssText = 'display:flex;gap:16px;align-items:flex-start;padding:8px;width:max-content';
        for (const width of widths) {
          const frame = document.createElement('iframe');
          frame.style.cssText = `width:${width}px;height:600px;border:1px solid #b8c6d9;background:#fff`;
          loads.push(new Promise((resolve) => frame.addEventListener('load', resolve, { once: true })));
          frame.srcdoc = preview.html;
          row.append(frame);
        }
        document.body.append(row);
      }
      await Promise.all(loads);
      return [...document.querySelectorAll('iframe')].map((frame) => {
        const root = frame.contentDocument?.documentElement;
        const measured = { scrollWidth: root?.scrollWidth ?? 0, clientWidth: root?.clientWidth ?? 0, height: root?.scrollHeight ?? 0 };
        frame.style.height = `${measured.height + 16}px`;
        return {
          mail: frame.parentElement?.dataset.mail ?? '',
          width: frame.style.width,
          title: frame.contentDocument?.title ?? '',
          ...measured,
        };
      });
    },
    { previews, widths: WIDTHS },
  );
  expect(frames).toHaveLength(previews.length * WIDTHS.length);
  for (const frame of frames) {
    expect(frame.title, frame.mail).not.toBe('');
    expect(frame.scrollWidth, `${frame.mail} at ${frame.width}`).toBeLessThanOrEqual(frame.clientWidth);
  }

  // Each English row, captured by Chromium itself (Playwright's screenshots would prepare every frame of the page each time).
  fs.mkdirSync(SCREENS, { recursive: true });
  const tallest = Math.max(...frames.map((frame) => frame.height));
  await page.setViewportSize({ width: 1040, height: tallest + 64 });
  const chromium = await page.context().newCDPSession(page);
  for (const name of names) {
    const clip = await page.locator(`[data-mail="${name}-en"]`).evaluate((element) => {
      // The rows before it are done: the fewer frames the page holds, the quicker Chromium paints it.
      while (element.previousElementSibling) element.previousElementSibling.remove();
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, scale: 1 };
    });
    const shot = (await chromium.send('Page.captureScreenshot', { format: 'jpeg', quality: 85, clip })) as { data: string };
    fs.writeFileSync(`${SCREENS}/${name}.jpg`, Buffer.from(shot.data, 'base64'));
  }
});
