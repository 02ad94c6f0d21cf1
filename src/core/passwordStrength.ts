/**
 * The provider's password strength check answer: the login flow keeps it, the strength meter (src/ui) shows it.
 * Here because both read it and neither layer may import the other's.
 */
export type StrengthPolicy = 'none' | 'zxcvbn' | 'luds';

/** The provider's strength check response (login spec: Password strength result). */
export interface PasswordStrengthResult {
  score: number;
  valid_password: boolean;
  zxcvbn_feedback: { warning: string; suggestions: string[] };
  luds_feedback: {
    has_lower_case: boolean;
    has_upper_case: boolean;
    has_digit: boolean;
    has_symbol: boolean;
    missing_characters: number;
    missing_complexity: number;
  };
  strength_policy: StrengthPolicy;
  breached_password: boolean;
}
