import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../../ui/Button';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { linkRow } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { PasswordIntents } from './intents';
import { passwordTexts } from './texts';
import type { PasswordView } from './view';

/** 'Check your email!' after a password reset e-mail was sent. */
export function PasswordSetNewConfirmationScreen({
  intents,
  back,
}: ScreenProps<Extract<PasswordView, { screen: 'PasswordSetNewConfirmation' }>, PasswordIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { passwordSetNewConfirmation } = useTexts(passwordTexts);
  return (
    <ScreenLayout heading={passwordSetNewConfirmation.heading} onBack={back}>
      <p css={linkRow(theme)}>
        {/* The flow sends the reset e-mail again and toasts 'Email resent'. */}
        <TextLinkButton onClick={() => void intents.resendResetEmail()}>{common.resendEmail}</TextLinkButton>
      </p>
    </ScreenLayout>
  );
}
