import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from './test-address';
import { EMPTY_ADDRESS, validateAddress, validateGift, validatePersonal, validateTerms } from './validation';

describe('checkout validation', () => {
  it('accepts a complete address', () => {
    expect(validateAddress('shipping', TEST_ADDRESS)).toEqual({});
  });

  it('names each problem with the spec message key', () => {
    expect(validateAddress('shipping', EMPTY_ADDRESS)).toMatchObject({
      'shipping.firstName': 'checkout.error.required',
      'shipping.city': 'checkout.error.required',
      'shipping.regionId': 'checkout.error.required',
    });
    expect(validateAddress('billing', { ...TEST_ADDRESS, firstName: 'A', zip: '21', phone: '4-1', city: 'Annapolis 2' })).toEqual({
      'billing.firstName': 'checkout.error.name',
      'billing.zip': 'checkout.error.zip',
      'billing.phone': 'checkout.error.minLength',
      'billing.city': 'checkout.error.city',
    });
  });

  it('refuses a ZIP code of another state than the one chosen (Honolulu named California)', () => {
    expect(validateAddress('shipping', { ...TEST_ADDRESS, zip: '1234' })).toEqual({ 'shipping.zip': 'checkout.error.zip' });
    expect(validateAddress('shipping', { ...TEST_ADDRESS, city: 'Honolulu', zip: '96815', regionId: '12' })).toEqual({
      'shipping.zip': 'checkout.error.zipState',
    });
    expect(validateAddress('shipping', { ...TEST_ADDRESS, zip: `${TEST_ADDRESS.zip}-1234` })).toEqual({});
  });

  it('checks the e-mail and, for a new account, the password', () => {
    expect(validatePersonal({ email: 'nope', createAccount: false, password: '', passwordConfirm: '' }, true)).toEqual({
      'personal.email': 'checkout.error.email',
    });
    expect(validatePersonal({ email: 'a@b.com', createAccount: true, password: 'short', passwordConfirm: 'other' }, true)).toEqual({
      'personal.password': 'checkout.error.password',
      'personal.passwordConfirm': 'checkout.error.passwordMatch',
    });
    expect(
      validatePersonal({ email: 'a@b.com', createAccount: true, password: 'long enough', passwordConfirm: 'long enough' }, true),
    ).toEqual({});
  });

  it('applies the rules the API applies to the order', () => {
    expect(validateAddress('shipping', { ...TEST_ADDRESS, lastName: 'L', apartment: 'x'.repeat(201), city: 'Annapolis, MD' })).toEqual({
      'shipping.lastName': 'checkout.error.name',
      'shipping.apartment': 'checkout.error.tooLong',
      'shipping.city': 'checkout.error.city',
    });
    for (const email of ['ann..lee@example.com', 'ann@example.c', 'ann@-example.com']) {
      expect(validatePersonal({ email, createAccount: false, password: '', passwordConfirm: '' }, true)).toEqual({
        'personal.email': 'checkout.error.email',
      });
    }
  });

  it('requires the terms', () => {
    expect(validateTerms(false)).toEqual({ terms: 'checkout.error.terms' });
    expect(validateTerms(true)).toEqual({});
  });
});

describe("gift validation (the order schema's gift part)", () => {
  const gift = { isGift: true, message: 'Happy birthday!', notifyRecipient: false, recipientEmail: '' };

  it('takes a message of up to 300 characters and an optional recipient e-mail', () => {
    expect(validateGift(gift)).toEqual({});
    expect(validateGift({ ...gift, message: 'x'.repeat(300) })).toEqual({});
    expect(validateGift({ ...gift, message: 'x'.repeat(301) })).toEqual({ 'gift.message': 'checkout.gift.error.tooLong' });
  });

  it('wants the recipient e-mail to tell them, and a real one when given', () => {
    expect(validateGift({ ...gift, notifyRecipient: true })).toEqual({ 'gift.recipientEmail': 'checkout.gift.error.emailNeeded' });
    expect(validateGift({ ...gift, recipientEmail: 'mom at home' })).toEqual({ 'gift.recipientEmail': 'checkout.error.email' });
    expect(validateGift({ ...gift, notifyRecipient: true, recipientEmail: 'mom@example.com' })).toEqual({});
    expect(validateGift({ ...gift, isGift: false, notifyRecipient: true })).toEqual({});
  });
});
