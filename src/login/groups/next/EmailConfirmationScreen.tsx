import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../../ui/Button';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { SentTo } from '../../screens/SentTo';
import { MailProviderLinks } from '../../screens/MailProviderLinks';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { linkRow, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { NextIntents } from './intents';
import { nextTexts } from './texts';
import type { NextView } from './view';

/** 'Check your email' after a magic link was sent; 'Try again' clears the e-mail and returns to Main. */
export function EmailConfirmationScreen({
  view,
  intents,
}: ScreenProps<Extract<NextView, { screen: 'EmailConfirmation' }>, NextIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { emailConfirmation: texts } = useTexts(nextTexts);
  return (
    <ScreenLayout
      heading={texts.heading}
      subheading={
        <p css={{ margin: 0 }}>
          <SentTo template={texts.sentTo} email={view.email} />
        </p>
      }
    >
      <div css={stack(24)}>
        <MailProviderLinks senderDomain={view.senderDomain} />
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={intents.tryAgain}>{common.tryAgain}</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
