import type { ConsentView, ScreenView, WidgetFlow, WidgetState } from '../flow';
import { lazy, Suspense } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { DiscoveryScreen } from '../screens/DiscoveryScreen';
import { EmailConfirmationScreen } from '../screens/EmailConfirmationScreen';
import { EmailMethodSelectionScreen } from '../screens/EmailMethodSelectionScreen';
import { EmailOtpEntryScreen } from '../screens/EmailOtpEntryScreen';
import { ErrorScreen } from '../screens/ErrorScreen';
import type { IdpConsentView } from '../screens/IdpConsentScreen';
import { useLoginStrings } from '../screens/loginStrings';
import { LoggedInScreen } from '../screens/LoggedInScreen';
import type { BrandLogo } from '../screens/MainLogos';
import { MainScreen } from '../screens/MainScreen';
import { Spinner } from '../../ui/Spinner';
import {
  IdpConsentScreen,
  MfaEnrollmentSelectionScreen,
  PasswordAuthenticateScreen,
  PasswordEmailScreen,
  PasswordForgotFormScreen,
  PasswordResetFormScreen,
  PasswordResetVerifyConfirmationScreen,
  PasswordSetNewConfirmationScreen,
  RecoveryCodeEntryScreen,
  RecoveryCodeSaveScreen,
  SmsOtpEntryScreen,
  SsoDiscoveryEmailScreen,
  SsoDiscoveryFallbackScreen,
  SsoDiscoveryMenuScreen,
  TotpEnrollmentManualScreen,
  TotpEnrollmentQrCodeScreen,
  TotpEntryScreen,
} from './lazyScreens';

const SmsEnrollmentStep = lazy(() => import('./SmsEnrollmentStep'));

export interface ScreenSwitchProps {
  flow: WidgetFlow;
  /** The flow state as rendered (useSnapshot), and the view of its screen. */
  snapshot: Snapshot<WidgetState>;
  view: ScreenView;
  /** The integrator's application logo, beside the organization's on Main. */
  applicationLogo?: BrandLogo;
}

/**
 * The screen of the flow's current view, its intents wired to the flow's. Where a screen's props are shaped
 * differently from the view, they are adapted here; nothing is computed twice.
 */
export function ScreenSwitch({ flow, snapshot, view, applicationLogo }: ScreenSwitchProps) {
  const { common } = useLoginStrings();
  // Back arrows appear where there is a screen to go back to.
  const back = snapshot.history.length > 0 ? flow.back : undefined;
  switch (view.screen) {
    case 'Main':
      return (
        <MainScreen
          view={{
            header: view.header,
            subheader: view.subheader,
            resolvingOrganization: view.resolvingOrganization,
            organization: view.organizationName
              ? { name: view.organizationName, logoUrl: view.organizationLogoUrl }
              : null,
            application: applicationLogo,
            blocks: view.blocks,
            email: view.email,
            emailError: view.errors.email ?? view.errors.form,
            submitting: view.submitting,
          }}
          onSubmitEmail={(email) => void flow.submitEmail(email)}
          onEmailMe={(method) => void flow.chooseEmailMethod(method)}
          onOAuth={(provider) => void flow.startOAuth(provider)}
          onSso={(connectionId) => void flow.startSso(connectionId)}
          onSsoDiscovery={flow.openSsoDiscovery}
          onUsePassword={flow.usePassword}
          onSubmitPasswordEmail={(email) => void flow.submitPasswordEmail(email)}
        />
      );
    case 'EmailConfirmation':
      return <EmailConfirmationScreen view={view} onTryAgain={flow.tryAgain} />;
    case 'LoggedIn':
      return <LoggedInScreen view={{ status: view.status }} />;
    case 'Discovery':
      return (
        <DiscoveryScreen
          view={view}
          onSelectOrganization={(organizationId) => void flow.selectOrganization(organizationId)}
          onCreateOrganization={() => void flow.createOrganization()}
          onBack={flow.back}
          onTryDifferentEmail={flow.tryAgain}
        />
      );
    case 'Error':
      return <ErrorScreen view={view} onBack={flow.back} />;
    case 'PasswordEmail':
      return (
        <PasswordEmailScreen
          view={{
            passwordRevealed: view.passwordRevealed,
            email: view.email,
            emailError: view.errors.email,
            passwordError: view.errors.form,
          }}
          onSubmitEmail={(email) => void flow.submitPasswordEmail(email)}
          onSubmitPassword={(email, password) => void flow.submitPassword(email, password)}
          onBack={back}
        />
      );
    case 'PasswordAuthenticate':
      return (
        <PasswordAuthenticateScreen
          view={{ email: view.email, error: view.errors.form ?? view.errors.email }}
          onSubmit={(email, password) => void flow.submitPassword(email, password)}
          onForgotPassword={flow.forgotPassword}
          onBack={back}
        />
      );
    case 'PasswordResetForm': {
      const luds = snapshot.bootstrap.passwordConfig;
      return (
        <PasswordResetFormScreen
          view={{
            email: view.storedEmail,
            strength: view.strength,
            canSubmit: view.canSubmit,
            passwordConfig: {
              luds_minimum_count: luds?.ludsMinimumCount ?? 0,
              luds_complexity: luds?.ludsComplexity ?? 0,
            },
            error: view.errors.form,
          }}
          onPasswordChange={flow.checkPasswordStrength}
          onSubmit={(password) => void flow.submitNewPassword(password)}
        />
      );
    }
    case 'PasswordResetVerifyConfirmation':
      return (
        <PasswordResetVerifyConfirmationScreen
          view={view}
          onResend={() => void flow.resendResetEmail()}
          onBack={back}
        />
      );
    case 'PasswordForgotForm':
      return (
        <PasswordForgotFormScreen
          view={{ copy: view.copy, email: view.email, error: view.errors.email ?? view.errors.form }}
          onSubmit={(email) => void flow.submitForgotPassword(email)}
          onBack={back}
        />
      );
    case 'PasswordSetNewConfirmation':
      return <PasswordSetNewConfirmationScreen onResend={() => void flow.resendResetEmail()} onBack={back} />;
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
      return (
        <Suspense fallback={<Spinner label={common.loading} />}>
          <SmsEnrollmentStep flow={flow} view={view} onBack={back} />
        </Suspense>
      );
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
    case 'EmailMethodSelection':
      return (
        <EmailMethodSelectionScreen
          view={{ methods: view.options, error: view.errors.form }}
          onSelect={(method) => void flow.chooseEmailMethod(method)}
          onBack={back}
        />
      );
    case 'EmailOtpEntry':
      return (
        <EmailOtpEntryScreen
          view={{
            email: view.email,
            countdown: view.countdown,
            verifying: view.submitting,
            error: view.errors.code ?? view.errors.form,
          }}
          onSubmitCode={(code) => void flow.submitOtp(code)}
          onResend={() => void flow.resendCode()}
          onBack={back}
        />
      );
    case 'SsoDiscoveryEmail':
      return (
        <SsoDiscoveryEmailScreen
          view={{ email: view.email, error: view.errors.form }}
          onSubmit={(email) => void flow.submitSsoDiscoveryEmail(email)}
          onBack={back}
        />
      );
    case 'SsoDiscoveryFallback':
      return (
        <SsoDiscoveryFallbackScreen
          view={{ error: view.errors.slug }}
          onSubmitSlug={(slug) => void flow.submitSlug(slug)}
          onTryAnotherMethod={flow.tryAgain}
          onBack={back}
        />
      );
    case 'SsoDiscoveryMenu':
      return (
        <SsoDiscoveryMenuScreen view={view} onSso={(connectionId) => void flow.startSso(connectionId)} onBack={back} />
      );
    case 'IdpConsent':
      return (
        <IdpConsentScreen
          view={consentScreenView(view, snapshot.consent?.preflight?.consent_required === true)}
          onAllow={() => void flow.allowConsent()}
          onDeny={() => void flow.denyConsent()}
          onConfirmLogout={() => void flow.confirmLogout()}
          onCancelLogout={flow.declineLogout}
        />
      );
  }
}

/**
 * The consent screen's state from the flow's: the question while the member decides (and, once they have
 * answered one, while the answer is on its way); a spinner while nothing is asked; what is left to read.
 */
function consentScreenView(view: ConsentView, asked: boolean): IdpConsentView {
  const { status, kind } = view;
  if (status === 'failed') return { state: 'error', message: view.message ?? '' };
  if (status === 'denied') return { state: 'answered', message: view.message ?? '' };
  const submitting = status === 'submitting';
  if ((status === 'asking' || (submitting && asked)) && kind === 'authorize') {
    return {
      state: 'authorize',
      title: view.title,
      clientName: view.clientName,
      projectName: view.projectName,
      grantable: { standardScopes: view.standardScopes, customScopes: view.customScopes },
      ungrantable: view.ungrantable,
      submitting,
    };
  }
  if (status === 'asking' && kind === 'logout') return { state: 'logout', projectName: view.projectName, submitting };
  return { state: 'loading' };
}
