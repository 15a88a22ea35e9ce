import { describe, expect, it } from 'vitest';
import { collectErrors, confirmationProblem, emailProblem, nameProblem, passwordProblem } from './validation';

describe('account form rules', () => {
  it('needs a password of at least 8 characters, spaces and pasted phrases included', () => {
    expect(passwordProblem('')).toBe('account.error.required');
    expect(passwordProblem('1234567')).toBe('account.error.passwordLength');
    expect(passwordProblem('crab cakes ✓')).toBeNull();
  });

  it('needs identical passwords', () => {
    expect(confirmationProblem('crabcakes', 'crabcake')).toBe('account.error.passwordsIdentical');
    expect(confirmationProblem('crabcakes', 'crabcakes')).toBeNull();
    expect(confirmationProblem('crabcakes', '')).toBe('account.error.required');
  });

  it('checks e-mail addresses and names', () => {
    expect(emailProblem('jane@example.com ')).toBeNull();
    expect(emailProblem('jane@')).toBe('account.error.email');
    expect(nameProblem('J')).toBe('account.error.nameLength');
    expect(nameProblem('Jane2')).toBe('account.error.nameAlphabetic');
    expect(nameProblem("Zoë O'Brien-Núñez")).toBeNull();
  });

  it('collects only the problems', () => {
    expect(collectErrors({ a: () => null, b: () => 'account.error.required' })).toEqual({ b: 'account.error.required' });
  });
});
