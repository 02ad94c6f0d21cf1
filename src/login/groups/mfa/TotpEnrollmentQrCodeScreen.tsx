import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { FormError } from '../../screens/FormError';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, linkRow, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

const QR_SIZE = 200;

/** Only an inline image is shown: the QR code comes from the server and must not point the page anywhere. */
const isImageDataUrl = (url: string) => /^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(url);

/** TOTP Enrollment QR Code: the member scans the code into an authenticator app. */
export function TotpEnrollmentQrCodeScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<MfaView, { screen: 'TotpEnrollmentQrCode' }>, MfaIntents>) {
  const theme = useTheme();
  const { common, error } = useTexts(firstTexts);
  const { totpEnrollmentQrCode: texts } = useTexts(mfaTexts);
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
    <ScreenLayout heading={texts.heading} onBack={back}>
      {failure !== null ? (
        <>
          <FormError message={failure} />
          {/* Creates the enrolment again. */}
          <Button fullWidth onClick={() => void intents.createTotp()}>
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
            <Button fullWidth onClick={intents.continueTotpEnrollment} disabled={view.status !== 'ready'}>
              {common.continue}
            </Button>
            <p css={linkRow(theme)}>
              <TextLinkButton onClick={intents.toggleTotpDisplay} disabled={view.status !== 'ready'}>
                {texts.havingTrouble}
              </TextLinkButton>
            </p>
          </div>
        </>
      )}
    </ScreenLayout>
  );
}
