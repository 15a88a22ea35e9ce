import { describe, expect, it } from 'vitest';
import { checkClaim, linesOf, refusalErrors } from './claim-form';

describe('the claim form', () => {
  const filled = {
    qty: { 11: 0, 12: 2 },
    reason: 'arrived_warm' as const,
    description: 'Warm ice packs.',
    photo: { type: 'image/jpeg', size: 200_000 },
  };

  it('asks for an item, a reason, a description and a JPEG, PNG or WebP photo up to 8 MB', () => {
    expect(checkClaim(filled)).toEqual({});
    expect(checkClaim({ qty: { 11: 0 }, reason: '', description: '  ', photo: null })).toEqual({
      lines: 'account.claims.error.items',
      reason: 'account.claims.error.reason',
      description: 'account.claims.error.description',
      photo: 'account.claims.error.photo',
    });
    expect(checkClaim({ ...filled, photo: { type: 'image/heic', size: 10 } }).photo).toBe('account.claims.error.photoType');
    expect(checkClaim({ ...filled, photo: { type: 'image/png', size: 8 * 1024 * 1024 + 1 } }).photo).toBe('account.claims.error.photoSize');
    expect(linesOf(filled)).toEqual([{ item_id: 12, qty: 2 }]);
  });

  it("places the API's refusals at their fields by reason code", () => {
    expect(refusalErrors('claim.photo_too_large')).toEqual({ photo: 'account.claims.error.photoSize' });
    expect(refusalErrors('claim.line_claimed')).toEqual({ lines: 'account.claims.error.lineClaimed' });
    expect(refusalErrors('claim.window_over')).toEqual({ form: 'account.claims.error.windowOver' });
    expect(refusalErrors(undefined)).toEqual({ form: 'account.error.generic' });
  });
});
