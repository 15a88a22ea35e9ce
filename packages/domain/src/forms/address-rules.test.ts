import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADDRESS_ERROR_CODES,
  addressIssues,
  emailProblem,
  isEmailAddress,
  isPoBoxAddress,
  partialAddressIssues,
  poBoxIssues,
  validateAddressForm,
  type Address,
} from './address-rules.js';
import { addressFromForm, EMPTY_ADDRESS_FORM, formFromAddress, streetLines } from './address-form.js';
import { addressMessage } from './address-messages.js';
import { BALTIMORE } from '../../../../tools/test-support/addresses.js';

const maryland: Address = {
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  company: '',
  ...BALTIMORE,
  street: ['1 Pier Rd', 'Apt 2'],
  telephone: '410 555 0100',
  vat_id: '',
};

const codes = (address: Partial<Address>, email: 'required' | 'optional' | 'ignored' = 'optional') =>
  Object.fromEntries(addressIssues({ ...maryland, ...address }, { email }).map((issue) => [issue.field, issue.code]));

describe('address rules', () => {
  it('accepts a complete US address', () => {
    expect(addressIssues(maryland, { email: 'required' })).toEqual([]);
  });

  it('reports every missing field as required, one issue per field', () => {
    const empty: Address = { ...maryland, firstname: '', lastname: '', street: [], city: '', postcode: '', country_id: '', telephone: '' };
    expect(addressIssues({ ...empty, email: '' }, { email: 'required' }).map((issue) => [issue.field, issue.code])).toEqual([
      ['firstname', 'required'],
      ['lastname', 'required'],
      ['street', 'required'],
      ['city', 'required'],
      ['postcode', 'required'],
      ['country_id', 'required'],
      ['telephone', 'required'],
      ['email', 'required'],
    ]);
  });

  it('needs names of two letters or more, first and last', () => {
    expect(codes({ firstname: 'J', lastname: 'D' })).toEqual({ firstname: 'name_too_short', lastname: 'name_too_short' });
    expect(codes({ firstname: 'Jo', lastname: 'Li' })).toEqual({});
  });

  it('takes city names with letters, accents, spaces, dots, apostrophes and hyphens only', () => {
    for (const city of ['St. Mary’s City', "Coeur d'Alene", 'Winston-Salem', 'Española', 'Espan\u0303ola', 'Cañon City'])
      expect(codes({ city })).toEqual({});
    for (const city of ['B', 'Annapolis 2', '21201', '-Dover', 'Baltimore, MD']) expect(codes({ city })).toEqual({ city: 'invalid_city' });
  });

  it('needs three characters of postcode abroad and three digits of phone number', () => {
    const abroad = { country_id: 'DE', region: '', region_code: '', region_id: 0 };
    expect(codes({ ...abroad, postcode: '21', telephone: '4-1' })).toEqual({ postcode: 'invalid_postcode', telephone: 'invalid_phone' });
    expect(codes({ ...abroad, postcode: '214', telephone: '(41) 0' })).toEqual({});
  });

  it('needs a US ZIP code of five digits or ZIP+4 that belongs to the named state', () => {
    expect(codes({ postcode: '1234' })).toEqual({ postcode: 'invalid_zip' });
    expect(codes({ postcode: '21201 1234' })).toEqual({ postcode: 'invalid_zip' });
    expect(codes({ postcode: '2120A' })).toEqual({ postcode: 'invalid_zip' });
    expect(codes({ postcode: '21201-1234' })).toEqual({});
    expect(codes({ postcode: '96815', region: 'California', region_code: 'CA', region_id: 12 })).toEqual({ postcode: 'zip_not_in_region' });
    expect(codes({ postcode: '96815', region: 'Hawaii', region_code: 'HI', region_id: 21 })).toEqual({});
    expect(codes({ postcode: '33101', region: 'Georgia', region_code: 'GA', region_id: 19 })).toEqual({ postcode: 'zip_not_in_region' });
    expect(codes({ postcode: '00001' })).toEqual({ postcode: 'zip_not_in_region' });
    expect(codes({ postcode: '09012', region: 'Armed Forces Europe', region_code: 'AE', region_id: 9 })).toEqual({});
    expect(codes({ postcode: '00901', region: 'Puerto Rico', region_code: 'PR', region_id: 52 })).toEqual({});
    // A region that is itself wrong is reported there, not again on the ZIP code.
    expect(codes({ postcode: '96815', region: 'Md.', region_code: '', region_id: 0 })).toEqual({ region: 'unknown_region' });
  });

  it('judges a partial (cart) address only by the ZIP code it gives', () => {
    const partial = { ...maryland, firstname: '', lastname: '', street: [], city: '', telephone: '', email: '' };
    expect(partialAddressIssues({ ...partial, postcode: '' })).toEqual([]);
    expect(partialAddressIssues({ ...partial, country_id: '', postcode: '1234' })).toEqual([{ field: 'postcode', code: 'invalid_zip' }]);
    expect(partialAddressIssues({ ...partial, region: '', region_code: 'CA', region_id: 0, postcode: '96815' })).toEqual([
      { field: 'postcode', code: 'zip_not_in_region' },
    ]);
    expect(partialAddressIssues({ ...partial, region: '', region_code: '', region_id: 0, postcode: '96815' })).toEqual([]);
    expect(partialAddressIssues({ ...partial, country_id: 'DE', postcode: '12' })).toEqual([]);
  });

  it('knows PO boxes and military posts, and refuses them for perishables only', () => {
    const boxes = [
      'PO Box 12',
      'P.O. Box 12',
      'p o box 7',
      'POBox 3',
      'Post Office Box 9',
      'POB 44',
      'Box 123',
      'box #5',
      'PSC 3 Box 1234',
      'Unit 2050 APO AE',
    ];
    for (const line of boxes) expect([line, isPoBoxAddress({ street: [line], city: 'Baltimore' })]).toEqual([line, true]);
    const streets = ['1 Pier Rd', '12 Boxwood Ln', '400 Box Elder St', 'Apollo Way 3', '9 Post Office Sq'];
    for (const line of streets) expect([line, isPoBoxAddress({ street: [line], city: 'Baltimore' })]).toEqual([line, false]);
    expect(isPoBoxAddress({ street: ['Unit 2050'], city: 'APO' })).toBe(true);
    expect(isPoBoxAddress({ street: ['1 Pier Rd', 'PO Box 3'], city: 'Baltimore' })).toBe(true);
    expect(poBoxIssues({ street: ['PO Box 12'], city: 'Baltimore' }, true)).toEqual([{ field: 'street', code: 'po_box_perishable' }]);
    expect(poBoxIssues({ street: ['PO Box 12'], city: 'Baltimore' }, false)).toEqual([]);
  });

  it('reports texts longer than the API keeps, with the length', () => {
    expect(addressIssues({ ...maryland, city: 'B'.repeat(101), street: ['1 Pier Rd', 'x'.repeat(201)] })).toEqual([
      { field: 'street', line: 1, code: 'too_long', maximum: 200 },
      { field: 'city', code: 'too_long', maximum: 100 },
    ]);
    expect(codes({ company: 'c'.repeat(201), vat_id: 'v'.repeat(41) })).toEqual({ company: 'too_long', vat_id: 'too_long' });
  });

  it('needs a known US state named by code or name, with every identifier naming the same one', () => {
    expect(codes({ region: '', region_code: '', region_id: 0 })).toEqual({ region: 'required' });
    expect(codes({ region: '', region_code: '', region_id: 31 })).toEqual({ region: 'required' });
    expect(codes({ region: 'maryland', region_code: '', region_id: 0 })).toEqual({});
    expect(codes({ region: 'MD', region_code: '', region_id: 0 })).toEqual({});
    expect(codes({ region: 'Md.', region_code: '', region_id: 0 })).toEqual({ region: 'unknown_region' });
    expect(codes({ region_code: 'VA' })).toEqual({ region: 'unknown_region' });
    expect(codes({ region_id: 999 })).toEqual({ region: 'unknown_region' });
    expect(codes({ region: 'Armed Forces Europe', region_code: 'AE', region_id: 9, postcode: '09012' })).toEqual({});
  });

  it('leaves the region of other countries alone and needs a two-letter country code', () => {
    expect(codes({ country_id: 'CA', region: '', region_code: '', region_id: 0 })).toEqual({});
    expect(codes({ country_id: 'USA' })).toEqual({ country_id: 'invalid_country' });
    expect(codes({ country_id: 'XX' })).toEqual({ country_id: 'invalid_country' });
    expect(codes({ country_id: 'DE', region: '', region_code: '', region_id: 0 })).toEqual({});
  });

  it('takes an optional tax id of three characters or more', () => {
    expect(codes({ vat_id: '' })).toEqual({});
    expect(codes({ vat_id: 'DE' })).toEqual({ vat_id: 'invalid_vat_id' });
    expect(codes({ vat_id: 'DE123456789', company: 'Krabben GmbH' })).toEqual({});
  });

  it('checks the e-mail as the caller says', () => {
    expect(codes({ email: '' }, 'required')).toEqual({ email: 'required' });
    expect(codes({ email: '' }, 'optional')).toEqual({});
    expect(codes({ email: 'jane@' }, 'optional')).toEqual({ email: 'invalid_email' });
    expect(codes({ email: 'jane@' }, 'ignored')).toEqual({});
    expect(emailProblem(` ${'j'.repeat(250)}@example.com`)).toBe('too_long');
    expect(emailProblem(' jane@example.com ')).toBeNull();
  });
});

describe('the e-mail rule', () => {
  const samples = [
    'jane@example.com',
    'jane.doe+crabs@mail.example.co.uk',
    "o'brien@example.ie",
    "jane'@example.com",
    'jane..doe@example.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane@example',
    'jane@-example.com',
    'jane@example.c',
    'jane@exa_mple.com',
    'ja ne@example.com',
    'jane@@example.com',
    'jane@example.com.',
    '@example.com',
    'jane',
    'jäne@example.com',
    'j_a-n+e@sub-domain.example.museum',
    'a@b.co',
    'jane@ex--ample.com',
    'jane@example.123',
  ];

  it('decides as the zod e-mail check the API used before', () => {
    for (const sample of samples) expect([sample, isEmailAddress(sample)]).toEqual([sample, z.email().safeParse(sample).success]);
  });
});

describe('the storefront form shape', () => {
  const form = { ...EMPTY_ADDRESS_FORM, firstName: ' Ann ', lastName: 'Lee', street: '1 Pier Rd ', apartment: '', city: 'Annapolis' };

  it('maps to the wire fields with the chosen state', () => {
    expect(addressFromForm({ ...form, regionId: '31', zip: '21401', phone: '410 555 0100' })).toEqual({
      firstname: 'Ann',
      lastname: 'Lee',
      company: '',
      street: ['1 Pier Rd'],
      city: 'Annapolis',
      postcode: '21401',
      country_id: 'US',
      region: 'Maryland',
      region_code: 'MD',
      region_id: 31,
      telephone: '410 555 0100',
      vat_id: '',
    });
  });

  it('maps a business address abroad: its country, the region as typed, company and tax id', () => {
    const abroad = {
      ...form,
      country: 'DE',
      regionId: '31',
      region: ' Bayern ',
      zip: '80331',
      phone: '+49 89 1234',
      company: ' Krabben GmbH ',
    };
    expect(addressFromForm({ ...abroad, vatId: ' DE123456789 ' })).toMatchObject({
      company: 'Krabben GmbH',
      country_id: 'DE',
      region: 'Bayern',
      region_code: '',
      region_id: 0,
      vat_id: 'DE123456789',
    });
    expect(validateAddressForm({ ...abroad, vatId: 'D1' })).toEqual({ vatId: 'invalid_vat_id' });
    expect(validateAddressForm({ ...abroad, country: 'XX' })).toEqual({ country: 'invalid_country' });
  });

  it('fills the form from a saved address, the further street lines in the apartment', () => {
    const saved = { ...maryland, street: ['1 Pier Rd', 'Apt 2', 'Rear'], region: { region_id: 31 }, company: 'Crab Shack' };
    expect(formFromAddress({ ...saved, vat_id: 'US-123' })).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      company: 'Crab Shack',
      country: 'US',
      street: '1 Pier Rd',
      apartment: 'Apt 2 Rear',
      city: 'Baltimore',
      regionId: '31',
      region: '',
      zip: '21201',
      phone: '410 555 0100',
      vatId: 'US-123',
    });
    expect(formFromAddress({ ...maryland, region: null, region_id: 0 }).regionId).toBe('');
  });

  it('names the problems by form field', () => {
    expect(validateAddressForm(EMPTY_ADDRESS_FORM)).toEqual({
      firstName: 'required',
      lastName: 'required',
      street: 'required',
      city: 'required',
      regionId: 'required',
      zip: 'required',
      phone: 'required',
    });
    expect(validateAddressForm({ ...form, street: '', apartment: 'Apt 2', regionId: '31', zip: '21', phone: '41' })).toEqual({
      street: 'required',
      zip: 'invalid_zip',
      phone: 'invalid_phone',
    });
    expect(
      validateAddressForm({
        ...form,
        apartment: 'a'.repeat(201),
        company: 'c'.repeat(201),
        regionId: '31',
        zip: '21401',
        phone: '4105550100',
      }),
    ).toEqual({ apartment: 'too_long', company: 'too_long' });
  });

  it('keeps the first street line in place when only the apartment is given', () => {
    expect(streetLines(['', 'Apt 2'])).toEqual(['', 'Apt 2']);
    expect(streetLines(['1 Pier Rd', null, ' ', 'Rear '])).toEqual(['1 Pier Rd', 'Rear']);
    expect(streetLines([null])).toEqual([]);
  });
});

describe('the API wording of the codes', () => {
  it('uses the spec messages', () => {
    expect(addressMessage('required')).toBe('Field is required');
    expect(addressMessage('invalid_city')).toBe('Please provide valid city name');
    expect(addressMessage('invalid_phone')).toBe('Phone number, Tax ID and Zip-code must have at least 3 letters');
    expect(addressMessage('too_long', 100)).toBe('Too big: expected string to have <=100 characters');
  });

  it('words every code in German and Italian for those store views', () => {
    for (const code of ADDRESS_ERROR_CODES) {
      expect(addressMessage(code, undefined, 'de-DE')).not.toBe(addressMessage(code));
      expect(addressMessage(code, undefined, 'it-IT')).not.toBe(addressMessage(code));
    }
    expect(addressMessage('zip_not_in_region', undefined, 'de-DE')).toBe('Diese Postleitzahl gehört nicht zum gewählten Bundesstaat');
    expect(addressMessage('zip_not_in_region', undefined, 'it-IT')).toBe('Questo CAP non appartiene allo stato scelto');
    expect(addressMessage('invalid_zip', undefined, 'en-US')).toBe('Please enter a 5-digit ZIP code (or ZIP+4)');
  });
});
