import { DiscoveryScreen } from './DiscoveryScreen';
import { EmailConfirmationScreen } from './EmailConfirmationScreen';
import { EmailMethodSelectionScreen } from './EmailMethodSelectionScreen';
import { EmailOtpEntryScreen } from './EmailOtpEntryScreen';
import { ErrorScreen } from './ErrorScreen';
import { LoggedInScreen } from './LoggedInScreen';
import { nextView } from './view';
import type { ScreenGroupProps } from '../../widget/ScreenSwitch';

/**
 * The screens that follow Main whatever the method: e-mail confirmation and code entry, the method choice,
 * discovery, Logged In and Error. One chunk, fetched as soon as the first screen is up (see lazyScreens.ts).
 */
export function NextScreens({ flow, snapshot, back }: ScreenGroupProps) {
  const view = nextView(snapshot, flow.config, flow.strings);
  if (!view) return null;
  switch (view.screen) {
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
    default:
      return null;
  }
}
