import { describe, expect, it } from 'vitest';
import { giftNewsOf } from './gift-tracking.js';

describe("giftNewsOf: a gift's boxes as news for its recipient", () => {
  const today = '2026-12-04';
  const boxes = (...statuses: Array<string | null>) => statuses.map((status) => ({ status, status_detail: null }));

  it('waiting for pickup when the carrier holds a box at its counter: the recipient can fetch it, so not merely delayed', () => {
    expect(giftNewsOf(boxes('available_for_pickup'), today, today)).toBe('available_for_pickup');
    expect(giftNewsOf(boxes('available_for_pickup', 'failure'), today, today)).toBe('available_for_pickup');
    expect(giftNewsOf(boxes('delivered', 'available_for_pickup'), today, today)).toBe('available_for_pickup');
  });

  it.each(['cancelled', 'error', 'failure', 'return_to_sender'])('delayed when a box is %s', (status) => {
    expect(giftNewsOf(boxes(status), '2026-12-09', today)).toBe('delayed');
    expect(giftNewsOf(boxes('out_for_delivery', status), '2026-12-09', today)).toBe('delayed');
  });

  it('delivered once every box is, out for delivery when one is on the van, nothing while on the way', () => {
    expect(giftNewsOf(boxes('delivered', 'delivered'), today, today)).toBe('delivered');
    expect(giftNewsOf(boxes('delivered', 'out_for_delivery'), today, today)).toBe('out_for_delivery');
    expect(giftNewsOf(boxes('in_transit', 'unknown'), today, today)).toBeNull();
    expect(giftNewsOf([], today, today)).toBeNull();
  });
});
