import { describe, expect, it } from 'vitest';
import { US_STATES, usStateByCode, usStateById, usStateByName } from './us-states.js';

describe('US states', () => {
  it('lists the states, DC, the territories and the armed-forces regions with unique ids', () => {
    expect(US_STATES).toHaveLength(65);
    expect(new Set(US_STATES.map((state) => state.id)).size).toBe(US_STATES.length);
    for (const code of ['AE', 'AA', 'AP', 'MD', 'DC', 'PR']) expect(usStateByCode(code)).toBeDefined();
  });

  it('finds regions by id and by code', () => {
    expect(usStateById(31)).toEqual({ id: 31, code: 'MD', name: 'Maryland' });
    expect(usStateByCode('ny')?.name).toBe('New York');
    expect(usStateById(999)).toBeUndefined();
  });

  it('finds regions by name, whatever the case', () => {
    expect(usStateByName(' maryland ')?.code).toBe('MD');
    expect(usStateByName('Armed Forces Europe')?.id).toBe(9);
    expect(usStateByName('Md.')).toBeUndefined();
  });
});
