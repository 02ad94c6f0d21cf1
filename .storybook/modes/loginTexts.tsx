import type { ReactNode } from 'react';
import { LoginStringsProvider } from '../../src/login/screens/loginStrings';
import { createLoginCatalogue } from '../../src/login/strings';
import type { LoginStringsOverrides } from '.';

/**
 * Texts for login screens rendered alone (their stories): the catalogue the widget makes of its `strings`
 * option, given to the screens below as the widget gives it. The one place the modes reach into the widget's
 * inside; the assembled widget takes the same texts through its public `strings` option (useWidgetModes).
 */
export function LoginTexts({ strings, children }: { strings: LoginStringsOverrides; children: ReactNode }) {
  return <LoginStringsProvider value={createLoginCatalogue(strings)}>{children}</LoginStringsProvider>;
}
