import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/login/flow';

/** The login spec's screen list (section 2), word for word. */
const SPEC_SCREENS = [
  'Main',
  'Email Confirmation',
  'Logged In',
  'Discovery',
  'Error',
  'Password Email',
  'Password Authenticate',
  'Password Reset Form',
  'Password Reset Verify Confirmation',
  'Password Forgot Form',
  'Password Set New Confirmation',
  'MFA Enrollment Selection',
  'Recovery Code Entry',
  'Recovery Code Save',
  'SMS OTP Enrollment',
  'SMS OTP Entry',
  'TOTP Enrollment Manual',
  'TOTP Enrollment QR Code',
  'TOTP Entry',
  'Email Method Selection',
  'Email OTP Entry',
  'SSO Discovery Email',
  'SSO Discovery Fallback',
  'SSO Discovery Menu',
  'IDP Consent',
];

const normal = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const storiesDir = path.resolve(import.meta.dirname, '../../stories/login');

/** Story exports per 'Login/Screens/…' title, read from the stories files. */
function storiesByScreen(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of readdirSync(storiesDir).filter((name) => name.endsWith('.stories.tsx'))) {
    const source = readFileSync(path.join(storiesDir, file), 'utf8');
    const title = /title: '(Login\/[^']+)'/.exec(source)?.[1];
    if (!title) continue;
    const stories = source.match(/^export const \w+: Story\b/gm)?.length ?? 0;
    counts.set(title, (counts.get(title) ?? 0) + stories);
  }
  return counts;
}

describe('login widget stories', () => {
  it("name the spec's 25 screens exactly as the flow does", () => {
    expect(SPEC_SCREENS).toHaveLength(25);
    expect(SCREENS.map(normal).sort()).toEqual(SPEC_SCREENS.map(normal).sort());
  });

  it('give every screen of the spec at least one story', () => {
    const titles = new Map([...storiesByScreen()].map(([title, count]) => [normal(title), count]));
    const missing = SPEC_SCREENS.filter((screen) => !(titles.get(normal(`Login/Screens/${screen}`)) ?? 0));
    expect(missing).toEqual([]);
  });

  it('number at least 90 in all', () => {
    const total = [...storiesByScreen().values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(90);
  });
});
