import { describe, expect, it } from 'vitest';
import {
  breachedPasswordWarning,
  ludsComplexityText,
  ludsLengthText,
  meterReading,
  meterValueText,
  passwordStrengthView,
  type PasswordStrengthResult,
} from '../../src/ui/passwordStrength';

const config = { luds_minimum_count: 12, luds_complexity: 3 };

const result = (overrides: Partial<PasswordStrengthResult>): PasswordStrengthResult => ({
  score: 0,
  valid_password: false,
  zxcvbn_feedback: { warning: '', suggestions: [] },
  luds_feedback: {
    has_lower_case: true,
    has_upper_case: true,
    has_digit: true,
    has_symbol: true,
    missing_characters: 0,
    missing_complexity: 0,
  },
  strength_policy: 'zxcvbn',
  breached_password: false,
  ...overrides,
});

describe('meterReading', () => {
  it.each([
    [0, 1, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'weak'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ] as const)('score %i fills %i %s segment(s)', (score, filled, strength) => {
    expect(meterReading(score)).toEqual({ score, filled, strength });
  });

  it('clamps out-of-range scores', () => {
    expect(meterReading(-3)).toEqual({ score: 0, filled: 1, strength: 'weak' });
    expect(meterReading(9)).toEqual({ score: 4, filled: 4, strength: 'strong' });
    expect(meterReading(Number.NaN)).toEqual({ score: 0, filled: 1, strength: 'weak' });
  });

  it('describes the reading for assistive technology', () => {
    expect(meterValueText(meterReading(2))).toBe('Weak, score 2 of 4');
    expect(meterValueText(meterReading(4))).toBe('Strong, score 4 of 4');
  });
});

describe('passwordStrengthView', () => {
  it('shows nothing under policy none', () => {
    expect(
      passwordStrengthView(result({ strength_policy: 'none', score: 4, breached_password: true }), config),
    ).toEqual({
      policy: 'none',
    });
  });

  it('shows the zxcvbn meter with the warning', () => {
    const view = passwordStrengthView(
      result({ score: 2, zxcvbn_feedback: { warning: 'This is a top-100 common password.', suggestions: [] } }),
      config,
    );
    expect(view).toEqual({
      policy: 'zxcvbn',
      score: 2,
      filled: 2,
      strength: 'weak',
      warning: 'This is a top-100 common password.',
    });
  });

  it('words the LUDS checks exactly', () => {
    expect(ludsLengthText(12)).toBe('Must be at least 12 characters long');
    expect(ludsComplexityText(3)).toBe(
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    );
    expect(breachedPasswordWarning).toBe(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    );
  });

  it('marks each LUDS check met or unmet', () => {
    const missing = result({
      strength_policy: 'luds',
      luds_feedback: { ...result({}).luds_feedback, has_digit: false, missing_characters: 5, missing_complexity: 1 },
    });
    expect(passwordStrengthView(missing, config)).toEqual({
      policy: 'luds',
      checks: [
        { id: 'length', text: 'Must be at least 12 characters long', met: false },
        {
          id: 'complexity',
          text: 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
          met: false,
        },
      ],
      breachedWarning: null,
    });
    const met = passwordStrengthView(result({ strength_policy: 'luds' }), config);
    expect(met.policy === 'luds' && met.checks.map((check) => check.met)).toEqual([true, true]);
  });

  it('adds the breach warning under LUDS', () => {
    const view = passwordStrengthView(result({ strength_policy: 'luds', breached_password: true }), config);
    expect(view.policy === 'luds' && view.breachedWarning).toBe(breachedPasswordWarning);
  });
});
