import { describe, expect, it } from 'vitest';
import { refusalErrors } from './AdminEditForm';

describe('refusalErrors', () => {
  const fields = ['code', 'description', 'uses_total'];

  it('places a 400’s field errors on the form’s fields and groups; the rest is said above the form', () => {
    const error = {
      code: 400,
      message: 'uses_total: Must be at least 1; options.0.label: Taken twice; Something else',
      reason: 'validation.failed' as const,
      errors: [
        { field: 'uses_total', code: 'too_small', message: 'Must be at least 1' },
        { field: 'options.0.label', code: 'custom', message: 'Taken twice' },
        { field: '', code: 'custom', message: 'Something else' },
      ],
    };
    expect(refusalErrors(error, { fields, groups: ['options'] })).toEqual({
      uses_total: 'Must be at least 1',
      options: 'Taken twice',
      '': 'Something else',
    });
  });

  it('gives a 409 to the field it is about, or splits it like a 400', () => {
    const error = { code: 409, message: 'A coupon with this code exists.' };
    expect(refusalErrors(error, { fields, conflictField: 'code' })).toEqual({ code: 'A coupon with this code exists.' });
    expect(refusalErrors(error, { fields })).toEqual({ '': 'A coupon with this code exists.' });
  });

  it('says any other failure above the form, in words when the server sent none', () => {
    expect(refusalErrors({ code: 403, message: 'Managers and owners only.' }, { fields })).toEqual({ '': 'Managers and owners only.' });
    expect(refusalErrors({ code: 400, message: '' }, { fields })).toEqual({ '': 'Request failed (400).' });
    expect(refusalErrors({ code: 0, message: '' }, { fields })).toEqual({
      '': 'The server could not be reached. Check the connection and try again.',
    });
  });
});
