import { MfaEnrollmentSelectionScreen } from './MfaEnrollmentSelectionScreen';
import { RecoveryCodeEntryScreen } from './RecoveryCodeEntryScreen';
import { RecoveryCodeSaveScreen } from './RecoveryCodeSaveScreen';
import { SmsEnrollmentStep } from './SmsEnrollmentStep';
import { SmsOtpEntryScreen } from './SmsOtpEntryScreen';
import { TotpEnrollmentManualScreen } from './TotpEnrollmentManualScreen';
import { TotpEnrollmentQrCodeScreen } from './TotpEnrollmentQrCodeScreen';
import { TotpEntryScreen } from './TotpEntryScreen';

import { defineScreenGroup } from '../define';
import { mfaIntents } from './intents';
import { mfaTexts } from './texts';
import { mfaView } from './view';

/** The second-factor screens: one chunk, loaded when a member reaches the second factor. */
export default defineScreenGroup('mfa', {
  texts: mfaTexts,
  view: mfaView,
  intents: mfaIntents,
  screens: {
    MfaEnrollmentSelection: ({ view, flow }) => (
      <MfaEnrollmentSelectionScreen view={{ methods: view.options }} onSelect={flow.chooseMfaMethod} />
    ),
    RecoveryCodeEntry: ({ view, flow, back }) => (
      <RecoveryCodeEntryScreen
        view={{ verifying: view.submitting, error: view.errors.code }}
        onSubmit={(code) => void flow.submitRecoveryCode(code)}
        onBack={back}
      />
    ),
    RecoveryCodeSave: ({ view, flow }) => (
      <RecoveryCodeSaveScreen
        view={view}
        onCopy={() => void flow.copyBackupCodes()}
        onDone={flow.acknowledgeBackupCodes}
      />
    ),
    SmsOtpEnrollment: ({ view, flow, back }) => <SmsEnrollmentStep flow={flow} view={view} onBack={back} />,
    SmsOtpEntry: ({ view, flow }) => (
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
    ),
    TotpEnrollmentQrCode: ({ view, flow, back }) => (
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
    ),
    TotpEnrollmentManual: ({ view, flow }) => (
      <TotpEnrollmentManualScreen
        view={view}
        onCopy={() => void flow.copyTotpSecret()}
        onContinue={flow.continueTotpEnrollment}
        onShowQrCode={flow.toggleTotpDisplay}
      />
    ),
    TotpEntry: ({ view, flow, back }) => (
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
    ),
  },
});
