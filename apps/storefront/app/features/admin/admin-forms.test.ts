import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit-view';
import { couponCreateBody, couponPatchBody, couponValues, discountText } from './coupon-form';
import { apiFieldErrors, firstInvalid, issuesToFields } from './form-errors';

describe('coupon form', () => {
  const valid = { code: ' spring20 ', description: 'Spring', discount_type: 'percent', discount_value: '12.5', is_active: 'on' };

  it('sends a percent as a number and dollars as cents, empty limits and dates as null', () => {
    expect(couponCreateBody(valid)).toEqual({
      body: {
        code: 'spring20',
        description: 'Spring',
        discount_type: 'percent',
        discount_value: 12.5,
        uses_per_customer: null,
        uses_total: null,
        from_date: null,
        to_date: null,
        is_active: true,
      },
      errors: {},
    });
    const fixed = couponCreateBody({ ...valid, discount_type: 'fixed', discount_value: '12,05', uses_total: '50', is_active: '' });
    expect(fixed.body).toMatchObject({ discount_value: 1205, uses_total: 50, is_active: false });
    expect(fixed.errors).toEqual({});
  });

  it('gives the API schema’s messages per field, and its own for text that is no number', () => {
    // Every field's error at once, the schema's cross-field rules included.
    expect(couponCreateBody({ ...valid, code: 'x', discount_value: '150' }).errors).toEqual({
      code: 'Use 3 to 32 letters, digits, - or _.',
      discount_value: 'A percent is at most 100.',
    });
    expect(couponCreateBody({ ...valid, discount_value: '0' }).errors).toEqual({ discount_value: 'Must be greater than 0' });
    expect(couponCreateBody({ ...valid, discount_type: 'fixed', discount_value: '5.555' }).errors.discount_value).toBe(
      'Enter an amount in dollars, like 5 or 12.50.',
    );
    expect(couponCreateBody({ ...valid, discount_value: 'ten' }).errors.discount_value).toBe(
      'Enter a percent as a number, like 10 or 12.5.',
    );
    expect(couponCreateBody({ ...valid, uses_per_customer: '1.5', uses_total: '0' }).errors).toEqual({
      uses_per_customer: 'Enter a whole number, or leave it empty for no limit.',
      uses_total: 'Enter 1 or more, or leave it empty for no limit.',
    });
    expect(couponCreateBody({ ...valid, from_date: '2030-02-01', to_date: '2030-01-01' }).errors).toEqual({
      to_date: 'The coupon must start before it ends.',
    });
    expect(couponCreateBody({ ...valid, discount_value: '', from_date: '2030-02-01', to_date: '2030-01-01' }).errors).toEqual({
      discount_value: 'Field is required',
      to_date: 'The coupon must start before it ends.',
    });
  });

  it('edits only what a PATCH may change, with the date order checked', () => {
    const stored = {
      code: 'SHORE5',
      description: 'Five off',
      discount_type: 'fixed',
      discount_value: 500,
      is_active: 1,
      from_date: '2030-01-01',
      to_date: null,
      uses_per_customer: 1,
      uses_total: null,
    };
    const values = couponValues(stored);
    expect(values).toMatchObject({ discount_value: '5.00', uses_per_customer: '1', uses_total: '', to_date: '', is_active: 'on' });
    expect(couponPatchBody(values)).toEqual({
      body: { description: 'Five off', uses_per_customer: 1, uses_total: null, from_date: '2030-01-01', to_date: null, is_active: true },
      errors: {},
    });
    expect(couponPatchBody({ ...values, to_date: '2029-12-31' }).errors).toEqual({ to_date: 'The coupon must start before it ends.' });
    expect(discountText(stored)).toBe('$5.00');
    expect(discountText({ discount_type: 'percent', discount_value: 1250 })).toBe('12.5%');
    expect(couponValues({ ...stored, discount_type: 'percent', discount_value: 1000 }).discount_value).toBe('10');
  });
});

describe('form errors', () => {
  it('places the refusal’s field errors on the known fields, the rest above the form', () => {
    const refusal = (...errors: Array<[string, string]>) => ({
      message: errors.map(([field, message]) => `${field}: ${message}`).join('; '),
      errors: errors.map(([field, message]) => ({ field, code: 'custom', message })),
    });
    expect(
      apiFieldErrors(refusal(['discount_value', 'A percent is at most 100.'], ['to_date', 'Use a date like 2026-12-31.']), [
        'discount_value',
        'to_date',
      ]),
    ).toEqual({
      discount_value: 'A percent is at most 100.',
      to_date: 'Use a date like 2026-12-31.',
    });
    expect(apiFieldErrors({ message: 'A coupon with this code exists.' }, ['code'])).toEqual({ '': 'A coupon with this code exists.' });
    expect(apiFieldErrors(refusal(['lines.0.qty', 'Too small'], ['lines.1.qty', 'Later'], ['other', 'x']), ['lines'])).toEqual({
      lines: 'Too small',
      '': 'other: x',
    });
    // Only the list counts: a message that merely looks like "field: text" stays whole.
    expect(apiFieldErrors({ message: 'code: taken' }, ['code'])).toEqual({ '': 'code: taken' });
  });

  it('keeps the first issue per field and finds the first invalid field in form order', () => {
    const errors = issuesToFields([
      { path: ['password'], message: 'Too short' },
      { path: ['email'], message: 'Bad e-mail' },
      { path: ['email'], message: 'Second' },
      { path: [], message: 'Whole form' },
    ]);
    expect(errors).toEqual({ password: 'Too short', email: 'Bad e-mail', '': 'Whole form' });
    expect(firstInvalid(errors, ['email', 'name', 'password'])).toBe('email');
  });
});

describe('audit view', () => {
  it('lists each changed field with its value before and after', () => {
    expect(auditChanges({ price_cents: 1299, special_price_cents: null }, { price_cents: 1399, special_price_cents: 999 })).toEqual([
      { field: 'price_cents', before: '1299', after: '1399' },
      { field: 'special_price_cents', before: '—', after: '999' },
    ]);
    expect(auditChanges(null, { email: 'p@x.example', role: 'packer' })).toEqual([
      { field: 'email', before: '—', after: 'p@x.example' },
      { field: 'role', before: '—', after: 'packer' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ status: 2 }, { status: 1 }, 'review')).toEqual([
      { field: 'status', before: '2 (pending)', after: '1 (approved)' },
    ]);
    expect(auditValue({ lines: [1] })).toBe('{"lines":[1]}');
    expect(auditValue(false)).toBe('false');
  });
});
