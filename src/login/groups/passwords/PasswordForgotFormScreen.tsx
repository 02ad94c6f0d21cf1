import { useTheme } from '@emotion/react';
import { EmailForm } from '../../screens/EmailForm';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { PasswordIntents } from './intents';
import { passwordTexts } from './texts';
import type { PasswordView } from './view';

/** 'Check your email for help signing in!': the e-mail for a login link or a password reset. */
export function PasswordForgotFormScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<PasswordView, { screen: 'PasswordForgotForm' }>, PasswordIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { passwordForgotForm } = useTexts(passwordTexts);
  return (
    <ScreenLayout
      heading={passwordForgotForm.heading}
      subheading={<p css={bodyText(theme)}>{view.copy}</p>}
      onBack={back}
    >
      <EmailForm
        submitLabel={common.continue}
        onSubmit={(email) => void intents.submitForgotPassword(email)}
        // No access for the address, or the provider's error_message from the member search or reset start.
        error={view.errors.email ?? view.errors.form}
        defaultEmail={view.email}
      />
    </ScreenLayout>
  );
}
