import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../../ui/Button';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { SentTo } from '../../screens/SentTo';
import { MailProviderLinks } from '../../screens/MailProviderLinks';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { bodyText, linkRow, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { PasswordIntents } from './intents';
import { passwordTexts } from './texts';
import type { PasswordView } from './view';

/** 'Verify your email first.': a login link went out before the password can be set. */
export function PasswordResetVerifyConfirmationScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<PasswordView, { screen: 'PasswordResetVerifyConfirmation' }>, PasswordIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { passwordResetVerifyConfirmation: texts } = useTexts(passwordTexts);
  return (
    <ScreenLayout
      heading={texts.heading}
      subheading={
        <p css={bodyText(theme)}>
          <SentTo template={texts.sentTo} email={view.email} />
        </p>
      }
      onBack={back}
    >
      <div css={stack(24)}>
        <MailProviderLinks senderDomain={view.senderDomain} />
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={() => void intents.resendResetEmail()}>{common.resendEmail}</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
