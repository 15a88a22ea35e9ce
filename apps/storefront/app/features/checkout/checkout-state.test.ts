import { describe, expect, it } from 'vitest';
import { PIER_ROAD_ADDRESS } from '@shoreline/domain/address.fixture';
import type { SavedAddress, SessionUser } from '~/features/session';
import { addressFromSaved, INITIAL_FORM, prefillFromAccount, withGiftChoice } from './checkout-state';
import { withoutPasswords } from './payment/approval';

const home: SavedAddress = {
  id: 7,
  customer_id: 1,
  ...PIER_ROAD_ADDRESS,
  firstname: 'Ann',
  lastname: 'Lee',
  city: 'Annapolis',
  postcode: '21401',
  region_id: 31,
  telephone: '4105550100',
  default_shipping: true,
};

const customer = (addresses: SavedAddress[]): SessionUser => ({
  id: 1,
  email: 'ann@example.com',
  firstname: 'Ann',
  lastname: 'Lee',
  group_id: 1,
  addresses,
});

describe('prefillFromAccount', () => {
  it('fills the e-mail and picks the default shipping address while the fields are untouched', () => {
    const form = prefillFromAccount({ ...INITIAL_FORM, createAccount: true }, customer([home]));
    expect(form).toMatchObject({ email: 'ann@example.com', createAccount: false, savedAddress: '7' });
    expect(form.shipping).toMatchObject({ firstName: 'Ann', street: '1 Pier Rd', apartment: 'Apt 2', city: 'Annapolis', zip: '21401' });
  });

  it('without a saved address, fills only the name', () => {
    const form = prefillFromAccount(INITIAL_FORM, customer([]));
    expect(form.savedAddress).toBe('new');
    expect(form.shipping).toMatchObject({ firstName: 'Ann', lastName: 'Lee', street: '' });
  });

  it('keeps what the shopper already typed', () => {
    const typed = { ...INITIAL_FORM, email: 'other@example.com', shipping: { ...INITIAL_FORM.shipping, street: '9 Dock St' } };
    const form = prefillFromAccount(typed, customer([home]));
    expect(form.email).toBe('other@example.com');
    expect(form.savedAddress).toBe('new');
    expect(form.shipping.street).toBe('9 Dock St');
  });
});

describe('the form kept while the shopper is on PayPal', () => {
  it('keeps everything typed but the passwords', () => {
    const typed = {
      ...INITIAL_FORM,
      email: 'ann@example.com',
      createAccount: true,
      password: 'secret-1',
      passwordConfirm: 'secret-1',
      terms: true,
    };
    expect(withoutPasswords(typed)).toEqual({ ...typed, password: '', passwordConfirm: '' });
  });
});

describe('withGiftChoice', () => {
  const typed = { ...INITIAL_FORM, shipping: addressFromSaved(home), savedAddress: '7' };

  it("moves the buyer's own address to the empty billing fields and leaves the shipping fields for the recipient", () => {
    const gift = withGiftChoice(typed, true);
    expect(gift.gift.isGift).toBe(true);
    expect(gift.billing).toEqual(typed.shipping);
    expect(gift.shipping).toEqual(INITIAL_FORM.shipping);
    expect(gift.savedAddress).toBe('new');
  });

  it('keeps billing fields already filled, moves nothing when nothing was typed, and keeps the fields when turned off', () => {
    const billed = { ...typed, billing: { ...typed.shipping, firstName: 'Bea' } };
    expect(withGiftChoice(billed, true).billing.firstName).toBe('Bea');
    const empty = withGiftChoice(INITIAL_FORM, true);
    expect(empty).toEqual({ ...INITIAL_FORM, gift: { ...INITIAL_FORM.gift, isGift: true } });
    const recipient = { ...empty, shipping: { ...typed.shipping, firstName: 'Martha' } };
    const off = withGiftChoice(recipient, false);
    expect(off.shipping.firstName).toBe('Martha');
    expect(off.gift.isGift).toBe(false);
  });
});
