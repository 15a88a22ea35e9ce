import { describe, expect, it } from 'vitest';
import { samePlace, storePlaceBody, type AdminStore } from './store-form';

const HARBOR_ROAD = {
  'street-1': '410 Harbor Road',
  city: 'Grasonville',
  region: 'Maryland',
  region_code: 'MD',
  postcode: '21638',
  country_id: 'us',
};
const STORED: AdminStore = {
  code: 'restaurant',
  name: 'Test Crab House',
  address: { street: ['410 Harbor Road'], city: 'Grasonville', region: 'Maryland', region_code: 'MD', postcode: '21638', country_id: 'US' },
  telephone: '4105550187',
  opening_hours: { fri: { open: '17:00', close: '22:00' } },
  pickup_hours: {},
  self_service_changes: true,
  changes_close_hours: null,
};

describe('the store record form', () => {
  it('reads the address, the telephone as digits and each day with both times', () => {
    const { body, errors } = storePlaceBody({
      ...HARBOR_ROAD,
      telephone: '(410) 555-0187',
      'opening-fri-open': '17:00',
      'opening-fri-close': '22:00',
      'pickup-sat-open': '',
      'pickup-sat-close': '',
    });
    expect(errors).toEqual({});
    expect(body).toEqual({
      address: STORED.address,
      telephone: '4105550187',
      opening_hours: { fri: { open: '17:00', close: '22:00' } },
      pickup_hours: {},
    });
    expect(samePlace(body, STORED)).toBe(true);
    expect(samePlace({ ...body, telephone: '4105550199' }, STORED)).toBe(false);
  });

  it('sends no address when every part is empty', () => {
    const { body, errors } = storePlaceBody({ telephone: '' });
    expect(errors).toEqual({});
    expect(body.address).toBeNull();
  });

  it('puts the import rules’ refusals on the controls they are about', () => {
    const { errors } = storePlaceBody({
      ...HARBOR_ROAD,
      city: '',
      telephone: '410-555-0187 ext 2',
      'opening-fri-open': '22:00',
      'opening-fri-close': '17:00',
      'pickup-sat-open': '10:00',
    });
    expect(errors).toEqual({
      city: 'Enter the city, or leave the whole address empty.',
      telephone: 'digits only',
      'opening-fri-close': 'a day closes after it opens',
      'pickup-sat-close': 'Enter both times, or neither when it is closed.',
    });
  });
});
