import { describe, expect, it } from 'vitest';
import { engines, suiteApi } from './harness.js';

describe.each(engines)('the delivery cut-offs a page counts down to, on $name', (engine) => {
  const api = suiteApi(engine);

  it('come with each store: the next six, each before the day its orders arrive', async () => {
    const answer = await api.request('GET', '/api/stores');
    const stores = answer.body.result as Array<{
      storeCode: string;
      shipping: { cutoffs: Array<{ orderBy: string; deliveryDate: string }> };
    }>;
    const { cutoffs } = stores.find((store) => store.storeCode === 'main')!.shipping;
    expect(cutoffs).toHaveLength(6);
    let previous = Date.now();
    for (const cutoff of cutoffs) {
      const orderBy = Date.parse(cutoff.orderBy);
      expect(orderBy).toBeGreaterThan(previous);
      // Ordered by 2 pm in New York (18:00 or 19:00 UTC), arriving on a later day.
      expect(new Date(orderBy).getUTCHours()).toBeGreaterThanOrEqual(18);
      expect(Date.parse(`${cutoff.deliveryDate}T00:00:00Z`)).toBeGreaterThan(Date.parse(`${cutoff.orderBy.slice(0, 10)}T00:00:00Z`));
      previous = orderBy;
    }
  });
});
