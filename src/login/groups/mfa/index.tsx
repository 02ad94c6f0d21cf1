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
  perform: (intents, effect) => (effect.type === 'sendSms' ? intents.sendSms() : intents.createTotp()),
  screens: {
    MfaEnrollmentSelection: ({ view, intents }) => (
      <MfaEnrollmentSelectionScreen view={{ methods: view.options }} onSelect={intents.chooseMfaMethod} />
    ),
    RecoveryCodeEntry: ({ view, intents, back }) => (
      <RecoveryCodeEntryScreen
        view={{ verifying: view.submitting, error: view.errors.code }}
        onSubmit={(code) => void intents.submitRecoveryCode(code)}
        onBack={back}
      />
    ),
    RecoveryCodeSave: ({ view, intents }) => (
      <RecoveryCodeSaveScreen
        view={view}
        onCopy={() => void intents.copyBackupCodes()}
        onDone={intents.acknowledgeBackupCodes}
      />
    ),
    SmsOtpEnrollment: ({ view, intents, back }) => <SmsEnrollmentStep intents={intents} view={view} onBack={back} />,
    SmsOtpEntry: ({ view, intents }) => (
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
        onSubmitCode={(code) => void intents.submitSmsCode(code)}
        onResend={() => void intents.resendSmsCode()}
        onBackToEnrollment={intents.back}
        onUseAuthenticatorApp={() => intents.chooseMfaMethod('totp')}
      />
    ),
    TotpEnrollmentQrCode: ({ view, intents, back }) => (
      <TotpEnrollmentQrCodeScreen
        view={
          view.createError !== null
            ? { status: 'error', message: view.createError }
            : view.qrCode !== null
              ? { status: 'ready', qrCode: view.qrCode }
              : { status: 'creating' }
        }
        onContinue={intents.continueTotpEnrollment}
        onShowManualCode={intents.toggleTotpDisplay}
        onRetry={() => void intents.createTotp()}
        onBack={back}
      />
    ),
    TotpEnrollmentManual: ({ view, intents }) => (
      <TotpEnrollmentManualScreen
        view={view}
        onCopy={() => void intents.copyTotpSecret()}
        onContinue={intents.continueTotpEnrollment}
        onShowQrCode={intents.toggleTotpDisplay}
      />
    ),
    TotpEntry: ({ view, intents, back }) => (
      <TotpEntryScreen
        view={{
          isEnrolling: view.isEnrolling,
          verifying: view.submitting,
          error: view.errors.code,
          offerSms: view.offerSms,
        }}
        onSubmitCode={(code) => void intents.submitTotp(code)}
        onUseBackupCode={intents.useRecoveryCode}
        onTextMeACode={() => intents.chooseMfaMethod('sms_otp')}
        onBack={view.isEnrolling ? back : undefined}
      />
    ),
  },
});
