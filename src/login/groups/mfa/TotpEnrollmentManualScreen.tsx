import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, leftToRightData, linkRow, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export interface TotpEnrollmentManualView {
  /** The secret as shown: lower case, in groups of 4 characters. */
  secretGroups: readonly string[];
}

export interface TotpEnrollmentManualScreenProps {
  view: TotpEnrollmentManualView;
  /** The flow copies the secret and toasts 'Code copied' or the copy failure. */
  onCopy: () => void;
  onContinue: () => void;
  /** 'Try to scan the QR code again'. */
  onShowQrCode: () => void;
}

/** TOTP Enrollment Manual: the secret to type into an authenticator app that cannot scan. */
export function TotpEnrollmentManualScreen({
  view,
  onCopy,
  onContinue,
  onShowQrCode,
}: TotpEnrollmentManualScreenProps) {
  const theme = useTheme();
  const { common, totpEnrollmentManual: texts } = useLoginTexts(mfaTexts);
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
        <Button variant="dawn" size="small" onClick={onCopy}>
          {texts.copyCode}
        </Button>
      </div>
      <div css={stack(buttonGap)}>
        <Button fullWidth onClick={onContinue}>
          {common.continue}
        </Button>
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={onShowQrCode}>{texts.scanAgain}</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
