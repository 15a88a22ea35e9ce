import { describe, expect, it } from 'vitest';
import { US_STATES } from './us-states.js';
import { ZIP_PREFIX_RUNS } from './zip-prefixes.js';
import { isUsZip, zipRegion } from './zip-regions.js';

/** Each region's ZIP codes are found in it. */
function expectRegions(zipsByRegion: Record<string, string[]>) {
  for (const [region, zips] of Object.entries(zipsByRegion)) {
    for (const zip of zips) expect([zip, zipRegion(zip)]).toEqual([zip, region]);
  }
}

describe('the ZIP prefix table', () => {
  it('finds the state of known ZIP codes, a few per state and DC', () => {
    const known: Record<string, string[]> = {
      AL: ['35203', '36104'],
      AK: ['99501', '99801'],
      AZ: ['85001', '86001'],
      AR: ['72201', '71601'],
      CA: ['90210', '94103', '96150'],
      CO: ['80202', '81501'],
      CT: ['06103', '06510'],
      DE: ['19801', '19901'],
      DC: ['20001', '20500'],
      FL: ['33101', '32801', '34102'],
      GA: ['30303', '31401', '39901'],
      HI: ['96815', '96720'],
      ID: ['83702', '83201'],
      IL: ['60601', '62701'],
      IN: ['46204', '47401'],
      IA: ['50309', '52240'],
      KS: ['66603', '67202'],
      KY: ['40202', '41011'],
      LA: ['70112', '71101'],
      ME: ['04101', '04330'],
      MD: ['21201', '21842', '20601'],
      MA: ['02108', '01002', '05501'],
      MI: ['48226', '49503'],
      MN: ['55401', '56001'],
      MS: ['39201', '38601'],
      MO: ['63101', '64105'],
      MT: ['59601', '59101'],
      NE: ['68102', '69101'],
      NV: ['89101', '89501'],
      NH: ['03301', '03801'],
      NJ: ['07102', '08608'],
      NM: ['87501', '88001'],
      NY: ['10001', '14201', '00501'],
      NC: ['27601', '28202'],
      ND: ['58102', '58501'],
      OH: ['43215', '44114'],
      OK: ['73102', '74103'],
      OR: ['97201', '97401'],
      PA: ['19102', '15222'],
      RI: ['02903', '02840'],
      SC: ['29201', '29401'],
      SD: ['57101', '57501'],
      TN: ['37203', '38103'],
      TX: ['73301', '75201', '77002', '88510'],
      UT: ['84101', '84601'],
      VT: ['05601', '05401'],
      VA: ['23219', '22201', '20101'],
      WA: ['98101', '99201'],
      WV: ['25301', '26501'],
      WI: ['53202', '54701'],
      WY: ['82001', '82601'],
    };
    expectRegions(known);
  });

  it('knows the territories and the armed forces', () => {
    expectRegions({
      PR: ['00901'],
      VI: ['00802'],
      GU: ['96910'],
      AS: ['96799'],
      MP: ['96950'],
      PW: ['96940'],
      MH: ['96960'],
      FM: ['96941'],
      AA: ['34002'],
      AE: ['09012'],
      AP: ['96201'],
    });
  });

  it('tells apart the states that share a prefix', () => {
    expect(zipRegion('06390')).toBe('NY'); // Fishers Island, in Connecticut's 063
    expect(zipRegion('06320')).toBe('CT');
    expect(zipRegion('83414')).toBe('WY'); // Alta, in Idaho's 834
    expect(zipRegion('83401')).toBe('ID');
    expect(zipRegion('72643')).toBe('MO'); // in Arkansas's 726
    expect(zipRegion('73960')).toBe('TX'); // in Oklahoma's 739
    expect(zipRegion('20598')).toBe('VA');
  });

  it('reads ZIP+4 and answers null for what is no ZIP code or a prefix not in use', () => {
    expect(zipRegion('21201-1234')).toBe('MD');
    expect(zipRegion(' 96815 ')).toBe('HI');
    expect(zipRegion('1234')).toBeNull();
    expect(zipRegion('212011')).toBeNull();
    expect(zipRegion('21201-12')).toBeNull();
    expect(zipRegion('00001')).toBeNull();
    expect(isUsZip('21201')).toBe(true);
    expect(isUsZip('21201-1234')).toBe(true);
    expect(isUsZip('21201 1234')).toBe(false);
    expect(isUsZip('1234')).toBe(false);
  });

  it('names only regions the address forms know', () => {
    const codes = new Set(US_STATES.map((state) => state.code));
    for (const region of Object.keys(ZIP_PREFIX_RUNS)) expect(codes.has(region)).toBe(true);
  });
});
