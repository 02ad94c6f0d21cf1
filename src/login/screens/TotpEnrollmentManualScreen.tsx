import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../ui/Button';
import { ScreenLayout } from './ScreenLayout';
import { buttonGap, linkRow, stack } from './screenStyles';

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
  return (
    <ScreenLayout
      heading="Having trouble scanning the QR code?"
      subheading="Enter this code in your authenticator app instead."
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 12px 12px 16px',
          background: theme.colors.surface,
          borderRadius: theme.inputs.borderRadius,
        }}
      >
        <code
          css={{
            flex: 1,
            minWidth: 0,
            fontFamily: '"Liberation Mono", Menlo, Consolas, monospace',
            fontSize: theme.fonts.size,
            lineHeight: 1.6,
            overflowWrap: 'anywhere',
            color: theme.colors.text,
          }}
        >
          {view.secretGroups.join(' ')}
        </code>
        <Button variant="dawn" size="small" onClick={onCopy}>
          Copy code
        </Button>
      </div>
      <div css={stack(buttonGap)}>
        <Button fullWidth onClick={onContinue}>
          Continue
        </Button>
        <p css={linkRow(theme)}>
          <TextLinkButton onClick={onShowQrCode}>Try to scan the QR code again</TextLinkButton>
        </p>
      </div>
    </ScreenLayout>
  );
}
