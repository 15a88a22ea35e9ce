import { expect, test } from './support/shop';
import { watchErrors } from './support/page-errors';

/**
 * Issue 23: the German and Italian store views below /de and /it, switched through the languages page (the
 * spec's languages modal). This file's shop runs with STORE_VIEWS=de,it (its own workers); every other spec
 * keeps the default shop, whose views stay off.
 */
test.use({ shopEnv: { STORE_VIEWS: 'de,it' } });

test.describe('languages and store views', () => {
  test('from the header to Deutsch: German categories, a German product page with hreflang', async ({ page, baseURL }) => {
    const problems = watchErrors(page);
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Language: English' }).click();
    await expect(page).toHaveURL(/\/languages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
    const choices = page.getByRole('list', { name: 'Choose your language' }).getByRole('link');
    await expect(choices).toHaveText([/English/, /Deutsch/, /Italiano/]);
    await expect(choices.first()).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Deutsch', exact: true }).click();
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
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de/p/CRAB-STEAM/steamed-blue-crabs`);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      `${baseURL}/p/CRAB-STEAM/steamed-blue-crabs`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="it-IT"]')).toHaveAttribute(
      'href',
      `${baseURL}/it/p/CRAB-STEAM/steamed-blue-crabs`,
    );
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
    for (const loc of [`${baseURL}${product}`, `${baseURL}/de${product}`, `${baseURL}/it${product}`]) expect(entry(loc)).toBe(links(product));
    expect(entry(`${baseURL}/de/c/crabs`)).toBe(links('/c/crabs'));
    expect(entry(`${baseURL}/it/i/shipping`)).toBe(links('/i/shipping'));
  });

  test('the footer link keeps the page and a German browser is offered Deutsch', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/i/shipping');
    await page.locator('footer').getByRole('link', { name: 'Language: English' }).click();
    await expect(page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toHaveAttribute('href', '/de/i/shipping');
    await page.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' }).click();
    await expect(page).toHaveURL(/\/de\/i\/shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferung am nächsten Tag in den ganzen USA');

    // Back to English from the German page: the same page again, without the German prefix.
    await page.locator('header').getByRole('link', { name: 'Sprache: Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sprache wählen' })).toBeVisible();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/i\/shipping$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next-day delivery across the USA');
    await context.close();
  });
});
