import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Staff for the back-office journeys: the first owner comes from the CLI a shop owner runs
 * (`npm run admin:create`), against the e2e shop's data directory; the owner adds the others.
 */
type StaffRole = 'owner' | 'manager' | 'packer';

export function createOwner(email: string, password: string): void {
  execFileSync(process.execPath, ['apps/api/dist/staff/create-owner-cli.js', email, 'E2E Owner'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '', ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

export async function staffToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/admin/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
}

/** `Authorization: Bearer <token>` for a staff member's back-office API calls (signed in through the API). */
export async function staffHeaders(
  request: APIRequestContext,
  staff: { email: string; password: string },
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await staffToken(request, staff.email, staff.password)}` };
}

/** Staff pack, ship and mark the order delivered (complete) through the back-office API, each move after the last. */
export async function deliverOrder(request: APIRequestContext, headers: Record<string, string>, orderId: number): Promise<void> {
  const moves = [
    { path: 'status', data: { status: 'packed' } },
    { path: 'ship', data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
    { path: 'status', data: { status: 'complete' } },
  ];
  for (const move of moves)
    expect((await request.post(`/api/admin/orders/${orderId}/${move.path}`, { headers, data: move.data })).status()).toBe(200);
}

/** A staff member of the given role: an owner from the CLI, who adds the others through the API. */
export async function staffMember(request: APIRequestContext, suffix: string, role: StaffRole) {
  const owner = { email: `owner-${suffix}@staff.example`, password: 'owner-password-1234' };
  createOwner(owner.email, owner.password);
  if (role === 'owner') return owner;
  const headers = await staffHeaders(request, owner);
  const member = { email: `${role}-${suffix}@staff.example`, password: `${role}-password-1234` };
  const created = await request.post('/api/admin/staff', { headers, data: { ...member, name: `E2E ${role}`, role } });
  expect(created.status()).toBe(200);
  return member;
}

/** Signs in on /admin/login as a staff member does and waits for the orders screen. */
export async function signInAsStaff(page: Page, staff: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password hash (scrypt at the OWASP cost) takes a few seconds on a busy machine.
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible({ timeout: 20_000 });
}

/** The back office's navigation as each role sees it, in order (AdminShell.tsx): one list for every journey. */
const NAVIGATION: Array<{ label: string; roles: StaffRole[] }> = [
  { label: 'Orders', roles: ['owner', 'manager', 'packer'] },
  { label: 'Packing list', roles: ['owner', 'manager', 'packer'] },
  { label: 'Claims', roles: ['owner', 'manager'] },
  { label: 'At risk', roles: ['owner', 'manager'] },
  { label: 'Lots', roles: ['owner', 'manager'] },
  { label: 'Delivery', roles: ['owner', 'manager', 'packer'] },
  { label: 'Products', roles: ['owner', 'manager'] },
  { label: 'Categories', roles: ['owner', 'manager'] },
  { label: 'Attributes', roles: ['owner', 'manager'] },
  { label: 'Customers', roles: ['owner', 'manager'] },
  { label: 'Coupons', roles: ['owner', 'manager'] },
  { label: 'Reviews', roles: ['owner', 'manager'] },
  { label: 'Marketing', roles: ['owner', 'manager'] },
  { label: 'Content', roles: ['owner', 'manager'] },
  { label: 'Stores', roles: ['owner', 'manager'] },
  { label: 'Mails', roles: ['owner', 'manager'] },
  { label: 'Import', roles: ['owner', 'manager'] },
  { label: 'Staff', roles: ['owner'] },
  { label: 'Audit log', roles: ['owner'] },
];

export const navigationFor = (role: StaffRole): string[] =>
  NAVIGATION.filter((item) => item.roles.includes(role)).map((item) => item.label);
