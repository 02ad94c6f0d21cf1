/** Maps the provider's password strength check result to what the strength indicator shows. Pure. */

import type { PasswordStrengthResult } from '../core/passwordStrength';

export type { PasswordStrengthResult, StrengthPolicy } from '../core/passwordStrength';

/** The bootstrap's password_config. */
export interface PasswordConfig {
  luds_minimum_count: number;
  luds_complexity: number;
}

export type Strength = 'weak' | 'strong';

export const meterSegments = 4;

export const breachedPasswordWarning =
  'This password may have been used on a different site that experienced a security issue. Please choose another password.';

export const ludsLengthText = (minimumCount: number) => `Must be at least ${minimumCount} characters long`;

export const ludsComplexityText = (complexity: number) =>
  `Must contain ${complexity} of the following: uppercase letter, lowercase letter, number, symbol`;

export interface MeterReading {
  /** The score clamped to 0–4. */
  score: number;
  /** Coloured segments out of {@link meterSegments}. */
  filled: number;
  strength: Strength;
}

/** Score 0 or 1: one red segment; 2: two red; 3: three green; 4: four green. */
export function meterReading(rawScore: number): MeterReading {
  const score = Number.isFinite(rawScore) ? Math.min(meterSegments, Math.max(0, Math.round(rawScore))) : 0;
  return { score, filled: Math.max(1, score), strength: score >= 3 ? 'strong' : 'weak' };
}

/** What assistive technology hears for the meter, e.g. 'Weak, score 2 of 4'. */
export const meterValueText = ({ score, strength }: MeterReading) =>
  `${strength === 'strong' ? 'Strong' : 'Weak'}, score ${score} of ${meterSegments}`;

/** What the indicator says, worded by the widget that shows it (English below). */
export interface PasswordStrengthTexts {
  meter: string;
  /** What assistive technology hears for the meter, e.g. 'Weak, score 2 of 4'. */
  score: (reading: MeterReading) => string;
  requirements: string;
  met: string;
  notMet: string;
  /** The LUDS checks for this configuration. */
  length: string;
  complexity: string;
  breached: string;
}

export const englishPasswordStrengthTexts = (config: PasswordConfig): PasswordStrengthTexts => ({
  meter: 'Password strength',
  score: meterValueText,
  requirements: 'Password requirements',
  met: 'Met:',
  notMet: 'Not met:',
  length: ludsLengthText(config.luds_minimum_count),
  complexity: ludsComplexityText(config.luds_complexity),
  breached: breachedPasswordWarning,
});

export interface LudsCheck {
  id: 'length' | 'complexity';
  text: string;
  met: boolean;
}

export type PasswordStrengthView =
  | { policy: 'none' }
  | ({ policy: 'zxcvbn'; warning: string } & MeterReading)
  | { policy: 'luds'; checks: LudsCheck[]; breachedWarning: string | null };

export function passwordStrengthView(
  result: PasswordStrengthResult,
  config: PasswordConfig,
  texts: PasswordStrengthTexts = englishPasswordStrengthTexts(config),
): PasswordStrengthView {
  switch (result.strength_policy) {
    case 'zxcvbn':
      return {
        policy: 'zxcvbn',
        ...meterReading(result.score),
        warning: (result.zxcvbn_feedback.warning ?? '').trim(),
      };
    case 'luds':
      return {
        policy: 'luds',
        checks: [
          {
            id: 'length',
            text: texts.length,
            met: result.luds_feedback.missing_characters <= 0,
          },
          {
            id: 'complexity',
            text: texts.complexity,
            met: result.luds_feedback.missing_complexity <= 0,
          },
        ],
        breachedWarning: result.breached_password ? texts.breached : null,
      };
    default:
      return { policy: 'none' };
  }
}
