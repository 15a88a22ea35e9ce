import { describe, expect, it } from 'vitest';
import { runSteps, type Step } from './steps.js';

interface Journal {
  log: string[];
}

const step = (name: string, options: { fails?: boolean; undo?: 'ok' | 'fails' | 'none' } = {}): Step<Journal> => ({
  name,
  run: async (journal) => {
    if (options.fails) throw new Error(`${name} refused`);
    journal.log.push(`did ${name}`);
  },
  ...(options.undo === 'none'
    ? {}
    : {
        compensate: async (journal, failure) => {
          if (options.undo === 'fails') throw new Error(`could not undo ${name}`);
          journal.log.push(`undid ${name} (${failure instanceof Error ? failure.message : 'unknown'})`);
        },
      }),
});

describe('steps with compensations', () => {
  it('run in order and undo nothing when every step succeeds', async () => {
    const journal = await runSteps([step('stock'), step('slot'), step('pay')], { log: [] }, () => undefined);
    expect(journal.log).toEqual(['did stock', 'did slot', 'did pay']);
  });

  it('undo the steps done before a failing one, in reverse, told why, and pass the failure on', async () => {
    const journal: Journal = { log: [] };
    const steps = [
      step('stock'),
      step('slot'),
      step('coupon'),
      step('credit'),
      step('gift card'),
      step('pay', { fails: true }),
      step('commit'),
    ];
    await expect(runSteps(steps, journal, () => undefined)).rejects.toThrow('pay refused');
    expect(journal.log).toEqual([
      'did stock',
      'did slot',
      'did coupon',
      'did credit',
      'did gift card',
      'undid gift card (pay refused)',
      'undid credit (pay refused)',
      'undid coupon (pay refused)',
      'undid slot (pay refused)',
      'undid stock (pay refused)',
    ]);
  });

  it('go on undoing when one compensation fails, and report it; a step without one is skipped', async () => {
    const journal: Journal = { log: [] };
    const reported: string[] = [];
    const steps = [step('stock'), step('validate', { undo: 'none' }), step('slot', { undo: 'fails' }), step('commit', { fails: true })];
    await expect(runSteps(steps, journal, (name, error) => reported.push(`${name}: ${(error as Error).message}`))).rejects.toThrow(
      'commit refused',
    );
    expect(journal.log).toEqual(['did stock', 'did validate', 'did slot', 'undid stock (commit refused)']);
    expect(reported).toEqual(['slot: could not undo slot']);
  });
});
