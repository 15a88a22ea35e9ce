import http from 'node:http';
import { expect, test, type Page } from './support/shop';
import { logInOnAccountPage, registerCustomer } from './support/customer';

/**
 * Marketing events from a real browser, sent by the shop's server to a local stand-in for the marketing
 * service's client API (the shop under test is started with MARKETING_URL pointing at it, port + 2).
 */
const CORN = '/p/SIDE-CORN-6/sweet-corn-on-the-cob';

interface Received {
  metric: string | null;
  email: string | null;
  properties: Record<string, unknown>;
  revision: string | undefined;
}

const received: Received[] = [];
let service: http.Server;

test.beforeAll(async ({ shop }) => {
  service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        data?: { attributes?: Record<string, unknown> & { profile?: { data: { attributes: { email?: string } } } } };
      };
      const attributes = body.data?.attributes ?? {};
      const metric = (attributes.metric as { data?: { attributes?: { name?: string } } } | undefined)?.data?.attributes?.name ?? null;
      const email = (attributes.profile?.data.attributes.email ?? (attributes.email as string | undefined)) || null;
      received.push({
        metric,
        email,
        properties: (attributes.properties as Record<string, unknown>) ?? {},
        revision: req.headers.revision as string,
      });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(shop.port + 2, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

async function registerAndLogIn(page: Page, email: string) {
  await registerCustomer(page.request, { email, firstname: 'Mara', lastname: 'Keting' });
  await logInOnAccountPage(page, email);
}

test('a signed-in customer viewing and adding a product is told to the marketing service', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = `marketing-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await registerAndLogIn(page, email);

  await page.goto(CORN);
  await page.waitForLoadState('networkidle');
  const events = (metric: string) => received.filter((event) => event.metric === metric && event.email === email);
  await expect.poll(() => events('Viewed Product').length, { timeout: 15_000 }).toBe(1);
  expect(events('Viewed Product')[0].properties).toMatchObject({ SKU: 'SIDE-CORN-6', ProductName: 'Sweet Corn on the Cob (6 ears)' });
  expect(events('Viewed Product')[0].revision).toBe('2024-05-15');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => events('Added to Cart').length, { timeout: 15_000 }).toBe(1);
  expect(events('Added to Cart')[0].properties).toMatchObject({ ItemNames: ['Sweet Corn on the Cob (6 ears)'] });
});
