import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { fail } from './reply';
import type { Project } from './state';

/**
 * A few passwords every breach list has (the xkcd one among them): enough to show the breach warning
 * without shipping a breach corpus.
 */
const BREACHED = new Set(
  [
    '123456',
    '123456789',
    'password',
    'password1',
    'Password1!',
    'P@ssw0rd',
    'qwerty123',
    'iloveyou',
    'letmein',
    'welcome1',
    'admin123',
    'Summer2024!',
    'Tr0ub4dor&3',
    'correct horse battery staple',
    'correcthorsebatterystaple',
  ].map((password) => password.toLowerCase()),
);

let zxcvbn: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use: the dictionaries are megabytes, and most runs never check a password. */
function estimator(): Promise<ZxcvbnFactory> {
  zxcvbn ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return zxcvbn;
}

/** The provider's strength check (login spec, section 3: Password strength result). */
export async function strengthCheck(project: Project, password: string, email?: string) {
  const userInputs = email ? [email, email.split('@')[0]!] : [];
  const result = (await estimator()).check(password, userInputs);
  const breached_password = BREACHED.has(password.toLowerCase());
  const classes = {
    has_lower_case: /[a-z]/.test(password),
    has_upper_case: /[A-Z]/.test(password),
    has_digit: /\d/.test(password),
    has_symbol: /[^A-Za-z0-9]/.test(password),
  };
  const present = Object.values(classes).filter(Boolean).length;
  const luds_feedback = {
    ...classes,
    missing_characters: Math.max(0, project.luds_minimum_count - [...password].length),
    missing_complexity: Math.max(0, project.luds_complexity - present),
  };
  const valid_password =
    !breached_password &&
    (project.strength_policy === 'zxcvbn'
      ? result.score >= 3
      : luds_feedback.missing_characters === 0 && luds_feedback.missing_complexity === 0);
  return {
    valid_password,
    score: result.score,
    breached_password,
    strength_policy: project.strength_policy,
    breach_detection_on_create: true,
    luds_feedback,
    zxcvbn_feedback: { warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions },
  };
}

/** Setting a password requires one the check calls valid. */
export async function requireStrong(project: Project, password: string, email?: string): Promise<void> {
  const check = await strengthCheck(project, password, email);
  if (!check.valid_password) {
    fail(
      400,
      check.breached_password ? 'breached_password' : 'weak_password',
      check.breached_password
        ? 'This password has appeared in a data breach; choose another one'
        : 'The password does not meet the project’s strength policy',
    );
  }
}
