import { DiscoveryScreen } from './DiscoveryScreen';
import { EmailConfirmationScreen } from './EmailConfirmationScreen';
import { EmailMethodSelectionScreen } from './EmailMethodSelectionScreen';
import { EmailOtpEntryScreen } from './EmailOtpEntryScreen';
import { ErrorScreen } from './ErrorScreen';
import { LoggedInScreen } from './LoggedInScreen';
import { defineScreenGroup } from '../define';
import { nextTexts } from './texts';
import { nextView } from './view';

/**
 * The screens that follow Main whatever the method: e-mail confirmation and code entry, the method choice,
 * discovery, Logged In and Error. One chunk, fetched as soon as the first screen is up; its intents are the
 * first load's, as Main calls them too.
 */
export default defineScreenGroup('next', {
  texts: nextTexts,
  view: nextView,
  screens: {
    EmailConfirmation: ({ view, flow }) => <EmailConfirmationScreen view={view} onTryAgain={flow.tryAgain} />,
    LoggedIn: ({ view }) => <LoggedInScreen view={{ status: view.status }} />,
    Discovery: ({ view, flow }) => (
      <DiscoveryScreen
        view={view}
        onSelectOrganization={(organizationId) => void flow.selectOrganization(organizationId)}
        onCreateOrganization={() => void flow.createOrganization()}
        onBack={flow.back}
        onTryDifferentEmail={flow.tryAgain}
      />
    ),
    Error: ({ view, flow }) => <ErrorScreen view={view} onBack={flow.back} />,
    EmailMethodSelection: ({ view, flow, back }) => (
      <EmailMethodSelectionScreen
        view={{ methods: view.options, error: view.errors.form }}
        onSelect={(method) => void flow.chooseEmailMethod(method)}
        onBack={back}
      />
    ),
    EmailOtpEntry: ({ view, flow, back }) => (
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
    ),
  },
});
