import { lazy } from 'react';
import { MfaEnrollmentSelectionScreen } from './MfaEnrollmentSelectionScreen';
import { RecoveryCodeEntryScreen } from './RecoveryCodeEntryScreen';
import { RecoveryCodeSaveScreen } from './RecoveryCodeSaveScreen';
import { SmsOtpEntryScreen } from './SmsOtpEntryScreen';
import { TotpEnrollmentManualScreen } from './TotpEnrollmentManualScreen';
import { TotpEnrollmentQrCodeScreen } from './TotpEnrollmentQrCodeScreen';
import { TotpEntryScreen } from './TotpEntryScreen';
import { mfaView } from './view';
import type { ScreenGroupProps } from '../../widget/ScreenSwitch';

// Phone enrolment is a chunk of its own; while it loads, the widget's Suspense shows its spinner.
const SmsEnrollmentStep = lazy(() => import('./SmsEnrollmentStep'));

/** The MFA screens: one chunk, loaded when a member reaches the second factor (see lazyScreens.ts). */
export function MfaScreens({ flow, snapshot, back }: ScreenGroupProps) {
  const view = mfaView(snapshot, flow.config, flow.strings);
  if (!view) return null;
  switch (view.screen) {
    case 'MfaEnrollmentSelection':
      return <MfaEnrollmentSelectionScreen view={{ methods: view.options }} onSelect={flow.chooseMfaMethod} />;
    case 'RecoveryCodeEntry':
      return (
        <RecoveryCodeEntryScreen
          view={{ verifying: view.submitting, error: view.errors.code }}
          onSubmit={(code) => void flow.submitRecoveryCode(code)}
          onBack={back}
        />
      );
    case 'RecoveryCodeSave':
      return (
        <RecoveryCodeSaveScreen
          view={view}
          onCopy={() => void flow.copyBackupCodes()}
          onDone={flow.acknowledgeBackupCodes}
        />
      );
    case 'SmsOtpEnrollment':
      return <SmsEnrollmentStep flow={flow} view={view} onBack={back} />;
    case 'SmsOtpEntry':
      return (
        <SmsOtpEntryScreen
          view={{
            formattedDestination: view.destination ?? undefined,
            countdown: view.countdown,
            sending: view.isSending,
            verifying: view.submitting,
            error: view.errors.code,
            canGoBackToEnrollment: view.canGoBack,
            offerAuthenticatorApp: view.offerTotp,
          }}
          onSubmitCode={(code) => void flow.submitOtp(code)}
          onResend={() => void flow.resendCode()}
          onBackToEnrollment={flow.back}
          onUseAuthenticatorApp={() => flow.chooseMfaMethod('totp')}
        />
      );
    case 'TotpEnrollmentQrCode':
      return (
        <TotpEnrollmentQrCodeScreen
          view={
            view.createError !== null
              ? { status: 'error', message: view.createError }
              : view.qrCode !== null
                ? { status: 'ready', qrCode: view.qrCode }
                : { status: 'creating' }
          }
          onContinue={flow.continueTotpEnrollment}
          onShowManualCode={flow.toggleTotpDisplay}
          onRetry={() => void flow.createTotp()}
          onBack={back}
        />
      );
    case 'TotpEnrollmentManual':
      return (
        <TotpEnrollmentManualScreen
          view={view}
          onCopy={() => void flow.copyTotpSecret()}
          onContinue={flow.continueTotpEnrollment}
          onShowQrCode={flow.toggleTotpDisplay}
        />
      );
    case 'TotpEntry':
      return (
        <TotpEntryScreen
          view={{
            isEnrolling: view.isEnrolling,
            verifying: view.submitting,
            error: view.errors.code,
            offerSms: view.offerSms,
          }}
          onSubmitCode={(code) => void flow.submitOtp(code)}
          onUseBackupCode={flow.useRecoveryCode}
          onTextMeACode={() => flow.chooseMfaMethod('sms_otp')}
          onBack={view.isEnrolling ? back : undefined}
        />
      );
    default:
      return null;
  }
}
