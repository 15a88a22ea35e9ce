import { describe, expect, it } from 'vitest';
import { RoundCursor, startLoop } from './background-loop.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('background loops', () => {
  it('stop at the end of the round under way and start no other', async () => {
    const events: string[] = [];
    let rounds = 0;
    const loop = startLoop(
      10,
      async () => {
        rounds += 1;
        events.push('round started');
        await sleep(80);
        events.push('round finished');
      },
      () => undefined,
    );
    await sleep(30);
    expect(events).toEqual(['round started']);
    await loop.stop();
    events.push('stopped');
    loop.now();
    await sleep(50);
    expect(events).toEqual(['round started', 'round finished', 'stopped']);
    expect(rounds).toBe(1);
  });

  it('run one round at a time, and report a failed round without stopping', async () => {
    const errors: unknown[] = [];
    let running = 0;
    let most = 0;
    let rounds = 0;
    const loop = startLoop(
      5,
      async () => {
        running += 1;
        most = Math.max(most, running);
        rounds += 1;
        await sleep(20);
        running -= 1;
        if (rounds === 1) throw new Error('first round failed');
      },
      (error) => errors.push(error),
    );
    loop.now();
    loop.now();
    await sleep(120);
    await loop.stop();
    expect(most).toBe(1);
    expect(rounds).toBeGreaterThan(1);
    expect(errors).toHaveLength(1);
  });
});

describe('RoundCursor', () => {
  const rows = (...ids: number[]) => ids.map((id) => ({ id }));

  it('goes on after the last row of a full round, and from the oldest again after a short one', () => {
    const cursor = new RoundCursor();
    expect(cursor.after).toBe(0);
    cursor.advance(rows(3, 5, 8), 3);
    expect(cursor.after).toBe(8);
    cursor.advance(rows(9), 3);
    expect(cursor.after).toBe(0);
    cursor.advance([], 3);
    expect(cursor.after).toBe(0);
  });
});
