import { describe, expect, it } from 'vitest';
import { accountPath, resolveAccountLocation } from './account-blocks';

describe('account blocks', () => {
  it('maps the splat to the block, the profile by default', () => {
    expect(resolveAccountLocation('')).toEqual({ block: 'profile', orderId: null });
    expect(resolveAccountLocation('shipping-details/')).toEqual({ block: 'shipping-details', orderId: null });
    expect(resolveAccountLocation('orders/42')).toEqual({ block: 'order', orderId: 42 });
    expect(resolveAccountLocation('customer-credits')?.block).toBe('customer-credits');
  });

  it('knows nothing else', () => {
    expect(resolveAccountLocation('orders/0')).toBeNull();
    expect(resolveAccountLocation('orders/abc')).toBeNull();
    expect(resolveAccountLocation('toString')).toBeNull();
    expect(resolveAccountLocation('profile')).toBeNull();
  });

  it('builds canonical paths', () => {
    expect(accountPath({ block: 'profile', orderId: null })).toBe('/my-account');
    expect(accountPath({ block: 'order', orderId: 7 })).toBe('/my-account/orders/7');
  });
});
