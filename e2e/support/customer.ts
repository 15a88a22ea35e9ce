import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Test customers: registered through the shop's API, signed in through the account page as a shopper does. */
export const PASSWORD = 'crabcakes-4-all';

/** A Maryland address the delivery calendar serves, as the address book keeps it (both defaults). */
const SAVED_ADDRESS = {
  street: ['1 Pier Rd'],
  city: 'Baltimore',
  postcode: '21201',
  country_id: 'US',
  region: { region: 'Maryland', region_code: 'MD', region_id: 31 },
  region_id: 31,
  telephone: '4105550100',
  default_shipping: true,
  default_billing: true,
};

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  /** Default PASSWORD. */
  password?: string;
  /** Registers the customer with one saved address in their name (their default). */
  withSavedAddress?: boolean;
}

export async function registerCustomer(request: APIRequestContext, customer: NewCustomer): Promise<void> {
  const { email, firstname, lastname, password = PASSWORD, withSavedAddress = false } = customer;
  const addresses = withSavedAddress ? { addresses: [{ firstname, lastname, ...SAVED_ADDRESS }] } : {};
  const created = await request.post('/api/user/create', { data: { customer: { email, firstname, lastname, ...addresses }, password } });
  expect(created.status()).toBe(200);
}

/** The customer's API token (POST /api/user/login), for calls made as them. */
export async function customerToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { result: string }).result;
}

/** An account page a guest is asked to sign in on, and the heading it shows once they have. */
export interface AccountSection {
  path: string;
  heading: string;
}

const PROFILE: AccountSection = { path: '/my-account', heading: 'My profile' };

/** Signs in with the account page's form (a guest's /my-account, or another section) and waits for the section. */
export async function logInOnAccountPage(page: Page, email: string, password = PASSWORD, section = PROFILE): Promise<void> {
  await page.goto(section.path);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
}
