import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/shop';
import { watchErrors } from './support/page-errors';

interface UrlRewrite {
  type: 'url_rewrite';
  store: string;
  entity_type: string;
  request_path: string;
  target_path: string;
  redirect_type: number;
}

/** The seed's url rewrites of the main store. */
function seedRewrites(): UrlRewrite[] {
  const file = path.join(process.cwd(), 'apps/api/seed/catalog.ndjson');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"type":"url_rewrite"'))
    .map((line) => JSON.parse(line) as UrlRewrite)
    .filter((rewrite) => rewrite.store === 'main');
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

async function hydrated(page: Page) {
  // The contact form switches to the server's own messages once React has hydrated it.
  await page.waitForFunction(() => document.querySelector<HTMLFormElement>('main form')?.noValidate === true);
}

test.describe('content pages', () => {
  test('a CMS page renders its content, canonical and breadcrumb', async ({ page }) => {
    const problems = watchErrors(page);
    const response = await page.goto('/i/returns');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('We make it right');
    await expect(main.getByText('60 days')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/i\/returns$/);
    await expect(page).toHaveTitle(/Returns/);
    expect(await jsonLdTypes(page)).toContain('BreadcrumbList');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the FAQ opens question by question', async ({ page }) => {
    await page.goto('/i/faq');
    const question = page.locator('main details').first();
    await expect(question.locator('summary')).toContainText('How many crabs');
    await expect(question.getByText('six to eight large crabs')).toBeHidden();
    await question.locator('summary').click();
    await expect(question.getByText('six to eight large crabs')).toBeVisible();
    expect(await jsonLdTypes(page)).toContain('FAQPage');
  });

  test('an unknown CMS page is a real 404', async ({ page }) => {
    const response = await page.goto('/i/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('blog', () => {
  test('lists posts and opens one with BlogPosting structured data', async ({ page }) => {
    const problems = watchErrors(page);
    expect((await page.goto('/blog'))?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(main.getByRole('navigation', { name: 'Blog categories' })).toBeVisible();
    const posts = main.locator('article');
    expect(await posts.count()).toBeGreaterThanOrEqual(3);
    await expect(main.getByText('Draft:')).toHaveCount(0);
    const first = posts.first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.locator('time').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
    await expect.poll(() => jsonLdTypes(page)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('shows a category and answers unknown categories, drafts and posts with 404', async ({ page, request }) => {
    expect((await page.goto('/blog/category/recipes'))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Recipes');
    await expect(page.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    for (const url of ['/blog/category/nope', '/blog/shrimp-boil-for-a-crowd', '/blog/no-such-post', '/blog?page=99']) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });
});

test.describe('url rewrites', () => {
  test('a 301 rewrite redirects to its target', async ({ page, request }) => {
    const rewrites = seedRewrites().filter((rewrite) => rewrite.redirect_type === 301);
    const rewrite = rewrites.find((item) => item.target_path.startsWith('/i/')) ?? rewrites[0];
    expect(rewrite).toBeDefined();
    const response = await request.get(`/${rewrite.request_path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(rewrite.target_path);
    await page.goto(`/${rewrite.request_path}`);
    await expect(page).toHaveURL((url) => url.pathname === rewrite.target_path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a system rewrite and a product url_path lead to the canonical page', async ({ page, request }) => {
    const rewrite = seedRewrites().find((item) => item.redirect_type === 0 && item.entity_type === 'cms-page');
    expect(rewrite).toBeDefined();
    const response = await request.get(`/${rewrite!.request_path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const target = response.headers()['location'];
    expect(target).toBe(`/i/${rewrite!.request_path}`);
    await page.goto(`/${rewrite!.request_path}`);
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const product = await request.get('/steamed-blue-crabs', { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers()['location']).toBe('/p/CRAB-STEAM/steamed-blue-crabs');
  });
});

test.describe('contact form', () => {
  const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

  function mailWithSubject(subject: string): boolean {
    if (!fs.existsSync(mailDir())) return false;
    return fs
      .readdirSync(mailDir())
      .filter((name) => name.endsWith('.json'))
      .some((name) => fs.readFileSync(path.join(mailDir(), name), 'utf8').includes(subject));
  }

  test('validates with the spec messages and sends a message', async ({ page }, testInfo) => {
    const problems = watchErrors(page);
    await page.goto('/contacts');
    await hydrated(page);
    const form = page.locator('main form');
    const submit = form.getByRole('button', { name: 'Send message' });

    await submit.click();
    await expect(form.getByText('Field is required', { exact: true })).toHaveCount(3);
    await expect(form.getByText('Comments/Questions is required')).toBeVisible();
    const name = form.getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Field is required');

    await name.fill('J');
    await form.getByLabel('E-mail address').fill('jane@');
    await form.getByLabel('Subject').fill('Party');
    await form.getByLabel('Comments/Questions').fill('Hi');
    await submit.click();
    await expect(form.getByText('Name must have at least 2 or 3 letters')).toBeVisible();
    await expect(form.getByText('Please provide valid e-mail address.')).toBeVisible();
    await expect(form.getByText('Please enter a longer comment/question')).toBeVisible();

    const subject = `Crab feast for twelve (${testInfo.project.name} ${Date.now()})`;
    await name.fill('Jane Doe');
    await form.getByLabel('E-mail address').fill('jane@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Comments/Questions').fill('How many bushels do we need for twelve hungry people?');
    await form.getByLabel('Send me a copy').check();
    await submit.click();
    const status = page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expect(page.locator('main form').getByLabel('Name')).toHaveValue('');
    await expect.poll(() => mailWithSubject(subject)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('works without JavaScript', async ({ browser, request }, testInfo) => {
    const invalid = await request.post('/contacts', { form: { name: '', email: 'nope', subject: '', message: 'short' } });
    expect(invalid.status()).toBe(200);
    const html = await invalid.text();
    for (const message of ['Field is required', 'Please provide valid e-mail address.', 'Please enter a longer comment/question']) {
      expect(html).toContain(message);
    }

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contacts');
    const subject = `No-JS question (${testInfo.project.name} ${Date.now()})`;
    // The contact form, not the newsletter sign-up every footer has.
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Sam Waterman');
    await form.getByLabel('E-mail address').fill('sam@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Comments/Questions').fill('Do you deliver soft shell crabs on Saturdays?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect.poll(() => mailWithSubject(subject)).toBe(true);
    await context.close();
  });
});
