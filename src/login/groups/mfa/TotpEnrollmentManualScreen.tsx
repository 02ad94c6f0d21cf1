import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, leftToRightData, linkRow, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

/** TOTP Enrollment Manual: the secret to type into an authenticator app that cannot scan. */
export function TotpEnrollmentManualScreen({
  view,
  intents,
}: ScreenProps<Extract<MfaView, { screen: 'TotpEnrollmentManual' }>, MfaIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { totpEnrollmentManual: texts } = useTexts(mfaTexts);
  return (
    <ScreenLayout heading={texts.heading} subheading={texts.enterCode}>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: 12,
          paddingInlineStart: 16,
          background: theme.colors.surface,
          borderRadius: theme.inputs.borderRadius,
        }}
      >
        <code
          css={[
            {
              flex: 1,
              minWidth: 0,
              fontFamily: theme.fonts.monoFamily,
              fontSize: theme.fonts.size,
              lineHeight: 1.6,
              overflowWrap: 'anywhere',
              color: theme.colors.text,
            },
            leftToRightData,
          ]}
        >
          {view.secretGroups.join(' ')}
        </code>
        {/* The flow copies the secret itself, not the groups shown, and toasts 'Code copied' or the failure. */}
        <Button variant="dawn" size="small" onClick={() => void intents.copyTotpSecret()}>
          {texts.copyCode}
        </Button>
      </div>
      <div css={stack(buttonGap)}>
        <Button fullWidth onClick={intents.continueTotpEnrollment}>
          {common.continue}
        </Button>
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={intents.toggleTotpDisplay}>{texts.scanAgain}</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
