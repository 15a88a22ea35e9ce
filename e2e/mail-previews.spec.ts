import fs from 'node:fs';
import { expect, test } from './support/shop';
import { staffMember, signInAsStaff } from './support/staff';

/**
 * Every shop mail as the back office previews it, at a phone's (375 px) and a desktop client's (600 px) width: nothing
 * wider than the frame (no sideways scrolling in an inbox). Screenshots go to test-results/mail-screens/. One sign-in,
 * one page: the mails and widths are chosen on it.
 */
const SCREENS = 'test-results/mail-screens';

test.use({ viewport: { width: 1024, height: 900 }, isMobile: false, hasTouch: false });
test.describe.configure({ timeout: 90_000 });

test('every mail reads at 375 and 600 px without sideways scrolling @any-width', async ({ page, request }, testInfo) => {
  const manager = await staffMember(request, `mail-previews-${testInfo.retry}-${Date.now()}`, 'manager');
  await signInAsStaff(page, manager);
  await page.goto('/admin/mails');
  const mails = page.getByRole('navigation', { name: 'Mails' }).getByRole('link');
  await expect(mails.first()).toBeVisible();
  const names = (await mails.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => href.split('/').pop() ?? '');
  expect(names.length).toBeGreaterThanOrEqual(18);
  fs.mkdirSync(SCREENS, { recursive: true });

  const frame = page.getByTestId('mail-frame');
  for (const [index, name] of names.entries()) {
    await mails.nth(index).click();
    await expect(mails.nth(index)).toHaveAttribute('aria-current', 'page');
    for (const width of ['375', '600']) {
      await page.getByLabel('Width').selectOption(width);
      await expect(frame).toHaveCSS('width', `${width}px`);
      const content = (await frame.elementHandle())?.contentFrame();
      const inside = await (await content)?.evaluate(() => ({
        title: document.title,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(inside?.title, name).toBeTruthy();
      expect(inside?.scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(inside?.clientWidth ?? 0);
      // The whole mail in the screenshot: the frame as tall as what it holds.
      await frame.evaluate((element, height) => (element.style.height = `${height}px`), inside?.height ?? 900);
      await frame.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
    }
  }
});
