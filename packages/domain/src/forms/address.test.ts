import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressIssueCode, addressIssueMaximum, addressSchema, savedAddressSchema, wireAddress } from './address.js';
import { BALTIMORE } from '../../../../tools/test-support/addresses.js';

const order = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Pier Rd', null],
  city: 'Baltimore',
  postcode: 21201,
  country_id: 'us',
  region: 'Maryland',
  region_code: 'md',
  region_id: 0,
  telephone: '4105550100',
  email: ' jane@example.com ',
};

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), addressIssueCode(issue) ?? issue.message]);
};

describe('the address schema', () => {
  it('reads the order wire into one trimmed shape', () => {
    expect(addressSchema({ email: 'required' }).parse(order)).toEqual({
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.com',
      company: '',
      ...BALTIMORE,
      region_id: 0,
      telephone: '4105550100',
      vat_id: '',
    });
  });

  it('reads the camelCase of shipping-information and a region object', () => {
    const address = wireAddress.parse({ countryId: 'US', regionCode: 'VA', regionId: '61', street: '2 Dock St' });
    expect(address).toMatchObject({ country_id: 'US', region_code: 'VA', region_id: 61, street: ['2 Dock St'] });
    const saved = wireAddress.parse({ region: { region: 'Maryland', region_code: 'MD', region_id: 31 } });
    expect(saved).toMatchObject({ region: 'Maryland', region_code: 'MD', region_id: 31 });
  });

  it('takes a partial address without the rules (a cart knows only its country)', () => {
    expect(wireAddress.parse({ countryId: 'US' })).toMatchObject({ country_id: 'US', firstname: '', street: [] });
  });

  it('reports problems as codes on their fields, the length of a too long one in its params', () => {
    const result = addressSchema({ email: 'required' }).safeParse({
      ...order,
      firstname: 'J',
      city: 'Baltimore 2',
      street: ['1 Pier Rd', 'x'.repeat(201)],
      email: 'jane@',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstname', 'name_too_short'],
      ['street.1', 'too_long'],
      ['city', 'invalid_city'],
      ['email', 'invalid_email'],
    ]);
    expect(addressIssueMaximum(issues[1])).toBe(200);
  });

  it("leaves wrong types and too many street lines to zod's own issues", () => {
    expect(issuesOf(addressSchema(), { ...order, region_id: { id: 1 } })).toEqual([['region_id', 'Invalid input']]);
    expect(issuesOf(addressSchema(), { ...order, street: ['a', 'b', 'c', 'd'] })).toEqual([
      ['street', 'Too big: expected array to have <=3 items'],
    ]);
  });
});

describe('the address book schema', () => {
  const saved = {
    id: 67,
    customer_id: 154,
    firstname: 'Jane',
    lastname: 'Doe',
    street: ['1 Pier Rd', 'Apt 2'],
    city: 'Baltimore',
    region: { region: 'Maryland' },
    country_id: 'US',
    postcode: '21201',
    telephone: '4105550100',
    default_shipping: true,
  };

  it('keeps the id and the default flags and ignores an e-mail', () => {
    expect(savedAddressSchema.parse({ ...saved, email: 'not an e-mail' })).toMatchObject({
      id: 67,
      customer_id: 154,
      region: 'Maryland',
      street: ['1 Pier Rd', 'Apt 2'],
      default_shipping: true,
      default_billing: undefined,
    });
  });

  it('applies the same rules, with paths inside the body', () => {
    const body = z.object({ addresses: z.array(savedAddressSchema) });
    expect(issuesOf(body, { addresses: [{ ...saved, region: { region: 'Atlantis' }, telephone: '' }] })).toEqual([
      ['addresses.0.region', 'unknown_region'],
      ['addresses.0.telephone', 'required'],
    ]);
  });
});
