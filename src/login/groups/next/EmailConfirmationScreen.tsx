import { useTheme } from '@emotion/react';
import { TextLinkButton } from '../../../ui/Button';
import { useLoginTexts } from '../../screens/loginStrings';
import { SentTo } from '../../screens/SentTo';
import { MailProviderLinks } from '../../screens/MailProviderLinks';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { linkRow, stack } from '../../screens/screenStyles';
import { nextTexts } from './texts';

export interface EmailConfirmationScreenView {
  /** Where the magic link went. */
  email: string;
  /** The sender's domain when known: the web-mail links then search for it. */
  senderDomain?: string | null;
}

export interface EmailConfirmationScreenProps {
  view: EmailConfirmationScreenView;
  /** 'Try again': clears the e-mail and returns to Main. */
  onTryAgain: () => void;
}

/** 'Check your email' after a magic link was sent. */
export function EmailConfirmationScreen({ view, onTryAgain }: EmailConfirmationScreenProps) {
  const theme = useTheme();
  const { common, emailConfirmation: texts } = useLoginTexts(nextTexts);
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
          <TextLinkButton onClick={onTryAgain}>{common.tryAgain}</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
