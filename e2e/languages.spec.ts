import { seedProductWithoutStock } from './support/seed-catalog';
import type { Locator, Page } from '@playwright/test';
import { expect, STORE_VIEWS_SHOP, test } from './support/shop';
import { watchErrors } from './support/page-errors';
import { staffHeaders, staffMember } from './support/staff';

/**
 * Issue 23: the German and Italian store views below /de and /it, switched through the languages modal (the spec's
 * page kind), opened in place from the header's and the footer's link; without scripts the same links open the
 * languages page. This file's shop runs with STORE_VIEWS=de,it (workers of its own, shared with shopper-axe.spec.ts);
 * every other spec keeps the default shop, whose views stay off.
 */
test.use(STORE_VIEWS_SHOP);

/** The header's and footer's code is in once the page has settled: from then on the links open the modal. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function expectTarget24px(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  expect(box?.width).toBeGreaterThanOrEqual(24);
}

test.describe('languages and store views', () => {
  test('the modal from the header and the footer, by keyboard, then Deutsch on the same page', async ({ page }) => {
    const problems = watchErrors(page);
    await settled(page, '/i/shipping');
    const headerLink = page.locator('header').getByRole('link', { name: 'Language: English' });
    await expectTarget24px(headerLink);
    await headerLink.click();

    const modal = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/i\/shipping$/);
    const close = modal.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    const choices = modal.getByRole('list', { name: 'Choose your language' }).getByRole('link');
    await expect(choices).toHaveText([/English/, /Deutsch/, /Italiano/]);
    await expect(choices.first()).toHaveAttribute('aria-current', 'page');
    await expect(modal.getByRole('link', { name: 'Deutsch', exact: true })).toHaveAttribute('href', '/de/i/shipping');
    await expect(modal.getByRole('link', { name: 'Italiano', exact: true })).toHaveAttribute('href', '/it/i/shipping');
    for (const target of [close, choices.first()]) await expectTarget24px(target);

    // The keyboard stays inside; Escape closes it and gives the focus back to the link.
    await page.keyboard.press('Tab');
    await expect(choices.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(headerLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await close.click();
    await expect(modal).toBeHidden();
    await expect(headerLink).toBeFocused();

    // The footer's link opens the same modal; choosing the current language only closes it.
    const footerLink = page.locator('footer').getByRole('link', { name: 'Language: English' });
    await footerLink.click();
    await expect(modal).toBeVisible();
    await choices.first().click();
    await expect(modal).toBeHidden();
    await expect(footerLink).toBeFocused();
    await expect(page).toHaveURL(/\/i\/shipping$/);

    await footerLink.click();
    await modal.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/i\/shipping$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferung am nächsten Tag in den ganzen USA');

    // Back to English from the German page: the same page again, without the German prefix.
    await page.waitForLoadState('networkidle');
    await page.locator('header').getByRole('link', { name: 'Sprache: Deutsch' }).click();
    const german = page.getByRole('dialog', { name: 'Sprache wählen' });
    await expect(german.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await german.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/i\/shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next-day delivery across the USA');
    expect(problems).toEqual([]);
  });

  test('from the home page to Deutsch: German categories, a German product page with hreflang', async ({ page, baseURL }) => {
    const problems = watchErrors(page);
    await settled(page, '/');
    await page.locator('header').getByRole('link', { name: 'Language: English' }).click();
    await page.getByRole('dialog', { name: 'Choose your language' }).getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer.getByRole('link', { name: 'Garnelen', exact: true })).toBeVisible();
    await drawer.getByRole('link', { name: 'Krabben', exact: true }).click();

    await expect(page).toHaveURL(/\/de\/c\/crabs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Krabben' })).toBeVisible();
    await page
      .locator('main')
      .getByRole('link', { name: /Gedämpfte Blaukrabben/ })
      .first()
      .click();

    await expect(page).toHaveURL(/\/de\/p\/CRAB-STEAM\/steamed-blue-crabs/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gedämpfte Blaukrabben' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Für diese Krabben sind wir bekannt');
    // Still US dollars, written as German writes them ("13,98 $"), never the mix "$13,98".
    await expect(page.locator('main [aria-live="polite"]').first()).toHaveText(/\d+,\d{2}\s\$$/u);
    // The options are labelled in German too (the view's store texts of the attributes and their values).
    await expect(page.getByRole('radiogroup', { name: /^Krabbengröße/ }).getByRole('radio', { name: /^Mittel/ })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de/p/CRAB-STEAM/steamed-blue-crabs`);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      `${baseURL}/p/CRAB-STEAM/steamed-blue-crabs`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="it-IT"]')).toHaveAttribute(
      'href',
      `${baseURL}/it/p/CRAB-STEAM/steamed-blue-crabs`,
    );

    // The modal follows the page the shopper moved to in the app: this product in Italian.
    await page.locator('header').getByRole('link', { name: 'Sprache: Deutsch' }).click();
    await expect(page.getByRole('dialog', { name: 'Sprache wählen' }).getByRole('link', { name: 'Italiano', exact: true })).toHaveAttribute(
      'href',
      '/it/p/CRAB-STEAM/steamed-blue-crabs',
    );

    // A product's own options in German: "Soße" with "Keine Soße", never "Sauce" with "No sauce".
    await page.goto('/de/p/CRAB-CAKE-JUMBO-2/signature-jumbo-lump-crab-cakes');
    await expect(page.getByRole('combobox', { name: 'Soße', exact: true }).getByRole('option', { name: /^Keine Soße/ })).toBeAttached();
    expect(problems).toEqual([]);
  });

  test('the sitemap lists the /de and /it pages with their language versions', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>${loc}</loc>(?:<lastmod>[^<]+</lastmod>)?(.*?)</url>`).exec(xml)?.[1];
    const product = '/p/CRAB-STEAM/steamed-blue-crabs';
    const links = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="en-US" href="${baseURL}${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="de-DE" href="${baseURL}/de${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="it-IT" href="${baseURL}/it${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${path}"/>`;
    for (const loc of [`${baseURL}${product}`, `${baseURL}/de${product}`, `${baseURL}/it${product}`])
      expect(entry(loc)).toBe(links(product));
    expect(entry(`${baseURL}/de/c/crabs`)).toBe(links('/c/crabs'));
    expect(entry(`${baseURL}/it/i/shipping`)).toBe(links('/i/shipping'));
  });

  test('a product the Italian view does not sell: no Italian hreflang or sitemap entry, the modal leads to the Italian home', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.slow(); // an owner from the CLI, an import job and the catalog refresh
    const sku = 'SAUCE-HOT-5OZ';
    const product = `/p/${sku}/chesapeake-pepper-sauce`;
    const record = seedProductWithoutStock(sku);
    const owner = await staffMember(request, `hreflang-${testInfo.retry}-${Date.now()}`, 'owner');
    // The shop takes the product out of its Italian view (the partial import, as the back office sends it).
    const imported = await request.post('/api/admin/import', {
      headers: { ...(await staffHeaders(request, owner)), 'content-type': 'application/x-ndjson' },
      data: `${JSON.stringify({ ...record, stores: ['main', 'de'] })}\n`,
    });
    expect(imported.status()).toBe(200);
    await expect.poll(async () => (await request.get(`/it${product}`)).status(), { timeout: 15_000 }).toBe(404);

    const problems = watchErrors(page);
    await settled(page, `/de${product}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}${product}`);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', `${baseURL}/de${product}`);
    await expect(page.locator('link[rel="alternate"][hreflang="it-IT"]')).toHaveCount(0);

    await page.locator('header').getByRole('link', { name: 'Sprache: Deutsch' }).click();
    const modal = page.getByRole('dialog', { name: 'Sprache wählen' });
    await expect(modal.getByRole('link', { name: /English/ })).toHaveAttribute('href', product);
    const italian = modal.getByRole('link', { name: /Italiano/ });
    await expect(italian).toHaveAttribute('href', '/it');
    await expect(italian).toContainText('Öffnet die Startseite');
    await italian.click();
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');

    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).not.toContain(`${baseURL}/it${product}`);
    const entry = new RegExp(`<url><loc>${baseURL}${product}</loc>(?:<lastmod>[^<]+</lastmod>)?(.*?)</url>`).exec(xml)?.[1];
    expect(entry).toBe(
      `<xhtml:link rel="alternate" hreflang="en-US" href="${baseURL}${product}"/>` +
        `<xhtml:link rel="alternate" hreflang="de-DE" href="${baseURL}/de${product}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}${product}"/>`,
    );
    expect(problems).toEqual([]);
  });

  test('when the modal’s code cannot be fetched, the link still leads to the languages page', async ({ page }) => {
    await settled(page, '/i/shipping');
    await page.route(/\/assets\/LanguagesModal-[\w-]+\.js$/, (route) => route.abort());
    await page.locator('header').getByRole('link', { name: 'Language: English' }).click();
    await expect(page).toHaveURL(/\/languages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
  });

  test('without scripts the links open the languages page, which keeps the page and offers a German browser Deutsch', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/i/shipping');
    await page.locator('footer').getByRole('link', { name: 'Language: English' }).click();
    await expect(page).toHaveURL(/\/languages$/);
    await expect(page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toHaveAttribute('href', '/de/i/shipping');
    await page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' }).click();
    await expect(page).toHaveURL(/\/de\/i\/shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferung am nächsten Tag in den ganzen USA');

    await page.locator('header').getByRole('link', { name: 'Sprache: Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sprache wählen' })).toBeVisible();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/i\/shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next-day delivery across the USA');
    await context.close();
  });
});
