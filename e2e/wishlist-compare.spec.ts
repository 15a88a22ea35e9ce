import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/shop';
import { logInOnAccountPage, registerCustomer } from './support/customer';

/**
 * The wishlist and the compare list: plain forms on product pages; a guest's wishlist lives in the
 * browser and joins the account at sign-in; both lists are forgotten at logout (spec: logout clears
 * the wishlist and the compare list).
 */
const CRABS = '/p/CRAB-STEAM/steamed-blue-crabs';
const CORN = '/p/SIDE-CORN-6/sweet-corn-on-the-cob';

async function register(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const email = `wish-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
  await registerCustomer(request, { email, firstname: 'Wren', lastname: 'Ash' });
  return email;
}

async function logOut(page: Page) {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { level: 2, name: 'My profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText("You're logged out")).toBeVisible();
}

const wishlistCards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('article');

test('a guest saves to the wishlist, signs in and finds it in the account; logout forgets it in the browser', async ({
  page,
  request,
}, testInfo) => {
  const email = await register(request, testInfo);

  await page.goto(CRABS);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist\?added=CRAB-STEAM$/);
  await expect(page.getByRole('status')).toHaveText('Steamed Blue Crabs is on your wishlist.');
  await expect(wishlistCards(page)).toHaveCount(1);
  await expect(page.getByText('Your wishlist is kept in this browser.', { exact: false })).toBeVisible();

  await logInOnAccountPage(page, email);
  // The guest list joined the account and the browser let go of it.
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'shoreline_wishlist')).toBe(false);

  await page.getByRole('link', { name: 'Wishlist' }).first().click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(wishlistCards(page)).toHaveCount(1);
  await expect(wishlistCards(page).getByRole('heading', { name: 'Steamed Blue Crabs' })).toBeVisible();

  // Signed in, saving from a product page goes to the account too.
  await page.goto(CORN);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('status')).toContainText('is on your wishlist.');
  await expect(wishlistCards(page)).toHaveCount(2);

  await logOut(page);
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();

  await logInOnAccountPage(page, email);
  await page.goto('/wishlist');
  await expect(wishlistCards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Steamed Blue Crabs from the wishlist' }).click();
  await expect(page.getByRole('status')).toHaveText('Steamed Blue Crabs was removed from your wishlist.');
  await expect(wishlistCards(page)).toHaveCount(1);
  await page.reload();
  await expect(wishlistCards(page)).toHaveCount(1);
});

test('the compare list shows products side by side and is forgotten at logout', async ({ page, request }, testInfo) => {
  const email = await register(request, testInfo);
  await logInOnAccountPage(page, email);

  await page.goto(CRABS);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await page.goto(CORN);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await expect(page).toHaveURL(/\/compare\?added=/);

  const table = page.getByRole('table', { name: 'The products you chose, side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Origin' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Origin/ })).toContainText('Chesapeake Bay');

  await table.getByRole('button', { name: 'Remove Steamed Blue Crabs from the comparison' }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(1);

  await logOut(page);
  await page.goto('/compare');
  await expect(page.getByText('There is nothing to compare yet.', { exact: false })).toBeVisible();
});

test('a guest without JavaScript still saves and removes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CORN);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(wishlistCards(page)).toHaveCount(1);
  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  await context.close();
});
