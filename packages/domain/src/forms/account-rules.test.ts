import { describe, expect, it } from 'vitest';
import { accountEmailProblem, confirmationProblem, passwordProblem, personNameProblem, PASSWORD_RULES } from './account-rules.js';
import { password, personName } from './customer.js';

describe('account form rules', () => {
  it('answer codes for passwords, repetitions, e-mails and names', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('1234567')).toBe('password_too_short');
    expect(passwordProblem('crab cakes ✓')).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_RULES.max + 1))).toBe('too_long');
    expect(confirmationProblem('crabcakes', 'crabcake')).toBe('passwords_differ');
    expect(confirmationProblem('crabcakes', 'crabcakes')).toBeNull();
    expect(accountEmailProblem(' jane@example.com ')).toBeNull();
    expect(accountEmailProblem('jane@')).toBe('invalid_email');
    expect(accountEmailProblem('  ')).toBe('required');
    expect(personNameProblem(' J ')).toBe('name_too_short');
    expect(personNameProblem('Jo')).toBeNull();
  });

  it('take the letters of any alphabet and the separators of real names, nothing else', () => {
    for (const name of [
      'Zoë',
      'José María',
      'Łukasz',
      'Nguyễn',
      '王小明',
      "O'Brien",
      'D’Angelo',
      'Jean-Luc',
      'John F. Kennedy Jr.',
      'Zoe\u0308',
    ])
      expect(personNameProblem(name)).toBeNull();
    for (const name of ['Jane2', 'R2-D2', 'jane@example', 'Jo_Ann', '<b>Jo</b>', 'Jo;'])
      expect(personNameProblem(name)).toBe('name_not_alphabetic');
    expect(personName.safeParse('Jane2').error?.issues[0].message).toBe('Accepts only alphabet characters');
  });

  it("agree with the API's schemas at the limits", () => {
    for (const value of ['1234567', '12345678', 'x'.repeat(128), 'x'.repeat(129)])
      expect(passwordProblem(value) === null).toBe(password.safeParse(value).success);
    for (const value of ['J', ' Jo ', 'x'.repeat(100), 'x'.repeat(101), 'Jo3', "O'Neil-Smith"])
      expect(personNameProblem(value) === null).toBe(personName.safeParse(value).success);
  });
});
