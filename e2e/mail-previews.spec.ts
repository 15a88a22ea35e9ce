import fs from 'node:fs';
import { expect, test } from './support/shop';
import { staffMember, signInAsStaff } from './support/staff';

/**
 * Every shop mail as the back office previews it, at a phone's (375 px) and a desktop client's (600 px) width: nothing
 * wider than the frame (no sideways scrolling in an inbox). Screenshots of each go to test-results/mail-screens/. One
 * sign-in, one page: the mails and widths are chosen on it.
 */
const SCREENS = 'test-results/mail-screens';

test.use({ viewport: { width: 1024, height: 900 }, isMobile: false, hasTouch: false });
test.describe.configure({ timeout: 90_000 });

test('every mail reads at 375 and 600 px without sideways scrolling @any-width', async ({ page, request }, testInfo) => {
  const owner = await staffMember(request, `mail-previews-${testInfo.retry}-${Date.now()}`, 'owner');
  await signInAsStaff(page, owner);
  await page.goto('/admin/mails');
  const mails = page.getByRole('navigation', { name: 'Mails' }).getByRole('link');
  await expect(mails.first()).toBeVisible();
  const names = (await mails.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map(
    (href) => href.split('/').pop() ?? '',
  );
  expect(names.length).toBeGreaterThanOrEqual(18);
  fs.mkdirSync(SCREENS, { recursive: true });

  const frame = page.getByTestId('mail-frame');
  const mailBody = page.frameLocator('[data-testid="mail-frame"]').locator('body');
  for (const [index, name] of names.entries()) {
    // The back office's header stays on top: a link scrolled under it would not take the click.
    await page.evaluate(() => window.scrollTo(0, 0));
    await mails.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/admin/mails/${name}$`));
    for (const width of ['375', '600']) {
      await page.getByLabel('Width').selectOption(width);
      await expect(frame).toHaveCSS('width', `${width}px`);
      const inside = await mailBody.evaluate((body) => {
        const root = body.ownerDocument.documentElement;
        return { title: body.ownerDocument.title, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, height: root.scrollHeight };
      });
      expect(inside.title, name).not.toBe('');
      expect(inside.scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(inside.clientWidth);
      // The whole mail in the screenshot: the frame as tall as what it holds.
      await frame.evaluate((element, height) => (element.style.height = `${height + 40}px`), inside.height);
      await frame.screenshot({ path: `${SCREENS}/${name}-${width}.png`, scale: 'css', animations: 'disabled' });
    }
  }
});
