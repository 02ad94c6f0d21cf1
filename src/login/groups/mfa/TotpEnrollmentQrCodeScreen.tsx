import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { FormError } from '../../screens/FormError';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, linkRow, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export type TotpEnrollmentQrCodeView =
  /** The TOTP enrollment is being created (on arrival). */
  | { status: 'creating' }
  /** `qrCode`: the provider's QR image as a data URL. */
  | { status: 'ready'; qrCode: string }
  /** The enrolment could not be created: the provider's message. */
  | { status: 'error'; message: string };

export interface TotpEnrollmentQrCodeScreenProps {
  view: TotpEnrollmentQrCodeView;
  onContinue: () => void;
  /** 'Having trouble scanning?': show the secret to type in instead. */
  onShowManualCode: () => void;
  /** Creates the enrollment again after an error. */
  onRetry: () => void;
  onBack?: () => void;
}

const QR_SIZE = 200;

/** Only an inline image is shown: the QR code comes from the server and must not point the page anywhere. */
const isImageDataUrl = (url: string) => /^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(url);

/** TOTP Enrollment QR Code: the member scans the code into an authenticator app. */
export function TotpEnrollmentQrCodeScreen({
  view,
  onContinue,
  onShowManualCode,
  onRetry,
  onBack,
}: TotpEnrollmentQrCodeScreenProps) {
  const theme = useTheme();
  const { common, error, totpEnrollmentQrCode: texts } = useLoginTexts(mfaTexts);
  const failure =
    view.status === 'error'
      ? view.message
      : view.status === 'ready' && !isImageDataUrl(view.qrCode)
        ? error.default
        : null;
  const frame = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'center',
    width: QR_SIZE + 24,
    height: QR_SIZE + 24,
    boxSizing: 'border-box',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.container.borderRadius,
    background: '#FFFFFF',
  } as const;

  return (
    <ScreenLayout heading={texts.heading} onBack={onBack}>
      {failure !== null ? (
        <>
          <FormError message={failure} />
          <Button fullWidth onClick={onRetry}>
            {common.tryAgain}
          </Button>
        </>
      ) : (
        <>
          <div css={frame}>
            {view.status === 'ready' ? (
              <img src={view.qrCode} alt={texts.qrCode} width={QR_SIZE} height={QR_SIZE} />
            ) : (
              <Spinner size={32} label={texts.settingUp} />
            )}
          </div>
          <div css={stack(buttonGap)}>
            <Button fullWidth onClick={onContinue} disabled={view.status !== 'ready'}>
              {common.continue}
            </Button>
            <p css={linkRow(theme)}>
              <TextLinkButton onClick={onShowManualCode} disabled={view.status !== 'ready'}>
                {texts.havingTrouble}
              </TextLinkButton>
            </p>
          </div>
        </>
      )}
    </ScreenLayout>
  );
}
