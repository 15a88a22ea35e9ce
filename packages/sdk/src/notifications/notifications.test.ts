import { describe, expect, it } from 'vitest';
import { isDuplicateOfLast, NotificationCenter, notificationLifetime } from './notifications.js';

function fakeTimers() {
  const pending: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  return {
    schedule: (run: () => void, delayMs: number) => pending.push({ at: now + delayMs, run }),
    advance(ms: number) {
      now += ms;
      for (const timer of pending.filter((entry) => entry.at <= now)) {
        pending.splice(pending.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('notification dedupe', () => {
  it('ignores a message equal to the last one, whatever its type', () => {
    const shown = [{ type: 'success' as const, message: 'A' }];
    expect(isDuplicateOfLast(shown, { type: 'error', message: 'A' })).toBe(true);
    expect(isDuplicateOfLast(shown, { type: 'success', message: 'B' })).toBe(false);
    expect(isDuplicateOfLast([], { type: 'success', message: 'A' })).toBe(false);
  });

  it('only compares with the last one', () => {
    const center = new NotificationCenter({ schedule: () => undefined });
    center.spawn({ type: 'info', message: 'A' });
    center.spawn({ type: 'info', message: 'B' });
    expect(center.spawn({ type: 'info', message: 'A' })).not.toBeNull();
    expect(center.notifications.map((n) => n.message)).toEqual(['A', 'B', 'A']);
  });
});

describe('notification lifetime', () => {
  it('defaults to 5000 ms when timeToLive is missing or 0', () => {
    expect(notificationLifetime({ type: 'info', message: 'x' })).toBe(5000);
    expect(notificationLifetime({ type: 'info', message: 'x', timeToLive: 0 })).toBe(5000);
    expect(notificationLifetime({ type: 'info', message: 'x', timeToLive: 800 })).toBe(800);
  });

  it('dismisses itself after its lifetime, and then the same message may show again', () => {
    const timers = fakeTimers();
    const center = new NotificationCenter({ schedule: timers.schedule });
    center.spawn({ type: 'success', message: 'Product has been added to the cart!' });
    expect(center.spawn({ type: 'success', message: 'Product has been added to the cart!' })).toBeNull();
    timers.advance(4999);
    expect(center.notifications).toHaveLength(1);
    timers.advance(1);
    expect(center.notifications).toHaveLength(0);
    expect(center.spawn({ type: 'success', message: 'Product has been added to the cart!' })).not.toBeNull();
  });

  it('keeps a notification without timeout and notifies subscribers', () => {
    const timers = fakeTimers();
    const center = new NotificationCenter({ schedule: timers.schedule });
    const seen: number[] = [];
    center.subscribe((shown) => seen.push(shown.length));
    const kept = center.spawn({ type: 'warning', message: 'Order waiting!', hasNoTimeout: true });
    timers.advance(60_000);
    expect(center.notifications).toHaveLength(1);
    center.remove(kept!.id);
    expect(seen).toEqual([1, 0]);
  });
});
