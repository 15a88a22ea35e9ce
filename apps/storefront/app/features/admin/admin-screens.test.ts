import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, matchPattern, resolveAdminPath } from './admin-screens';

/** The pattern and params a path after /admin/ resolves to, or how else it ends. */
function resolved(path: string) {
  const found = resolveAdminPath(path);
  if (found.kind === 'screen') return { pattern: found.screen.pattern, params: found.params };
  return found;
}

describe('the back office route table', () => {
  it('resolves every address the back office had as a route of its own', () => {
    expect(resolved('login')).toEqual({ pattern: 'login', params: {} });
    expect(resolved('orders')).toEqual({ pattern: 'orders', params: {} });
    expect(resolved('orders/42')).toEqual({ pattern: 'orders/:id', params: { id: '42' } });
    expect(resolved('packing-list')).toEqual({ pattern: 'packing-list', params: {} });
    expect(resolved('claims')).toEqual({ pattern: 'claims', params: {} });
    expect(resolved('claims/3')).toEqual({ pattern: 'claims/:id', params: { id: '3' } });
    expect(resolved('products/CRAB STEAM')).toEqual({ pattern: 'products/:sku', params: { sku: 'CRAB STEAM' } });
    expect(resolved('categories/11')).toEqual({ pattern: 'categories/:id', params: { id: '11' } });
    expect(resolved('attributes/spice_level')).toEqual({ pattern: 'attributes/:code', params: { code: 'spice_level' } });
    expect(resolved('customers/7')).toEqual({ pattern: 'customers/:id', params: { id: '7' } });
    expect(resolved('coupons/new')).toEqual({ pattern: 'coupons/new', params: {} });
    expect(resolved('coupons/SPRING20/edit')).toEqual({ pattern: 'coupons/:code/edit', params: { code: 'SPRING20' } });
    expect(resolved('content/banners')).toEqual({ pattern: 'content/:kindPath', params: { kindPath: 'banners' } });
    expect(resolved('content/banners/new')).toEqual({ pattern: 'content/:kindPath/:id', params: { kindPath: 'banners', id: 'new' } });
    for (const name of [
      'products',
      'categories',
      'attributes',
      'customers',
      'coupons',
      'reviews',
      'marketing',
      'import',
      'staff',
      'audit',
    ]) {
      expect(resolved(name)).toEqual({ pattern: name, params: {} });
    }
  });

  it('sends /admin to the orders and /admin/content to its first list', () => {
    expect(resolveAdminPath('')).toEqual({ kind: 'redirect', to: '/admin/orders' });
    expect(resolveAdminPath('content')).toEqual({ kind: 'redirect', to: '/admin/content/pages' });
    expect(resolveAdminPath('content/')).toEqual({ kind: 'redirect', to: '/admin/content/pages' });
  });

  it('matches as React Router did: letters in either case, a trailing slash ignored, params as given', () => {
    expect(resolved('Orders/')).toEqual({ pattern: 'orders', params: {} });
    expect(resolved('coupons/Spring20/EDIT')).toEqual({ pattern: 'coupons/:code/edit', params: { code: 'Spring20' } });
    expect(matchPattern('orders/:id', 'orders')).toBeNull();
    expect(matchPattern('orders/:id', 'orders/1/2')).toBeNull();
    expect(matchPattern('coupons/:code/edit', 'coupons/X/view')).toBeNull();
  });

  it('finds nothing for a path with no screen', () => {
    expect(resolveAdminPath('settings')).toEqual({ kind: 'missing' });
    expect(resolveAdminPath('orders/1/items')).toEqual({ kind: 'missing' });
    expect(resolveAdminPath('content/pages/1/history')).toEqual({ kind: 'missing' });
  });

  it('has one entry per pattern, each a screen of its own', () => {
    const patterns = ADMIN_SCREENS.map((screen) => screen.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(new Set(ADMIN_SCREENS.map((screen) => screen.Screen)).size).toBe(patterns.length);
  });
});
