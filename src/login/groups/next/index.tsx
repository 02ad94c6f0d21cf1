import { DiscoveryScreen } from './DiscoveryScreen';
import { EmailConfirmationScreen } from './EmailConfirmationScreen';
import { EmailMethodSelectionScreen } from './EmailMethodSelectionScreen';
import { EmailOtpEntryScreen } from './EmailOtpEntryScreen';
import { ErrorScreen } from './ErrorScreen';
import { LoggedInScreen } from './LoggedInScreen';
import { defineScreenGroup } from '../define';
import { nextIntents } from './intents';
import { nextTexts } from './texts';
import { nextView } from './view';

/**
 * The screens that follow Main whatever the method: e-mail confirmation and code entry, the method choice,
 * discovery, Logged In and Error. One chunk, fetched as soon as the first screen is up.
 */
export default defineScreenGroup('next', {
  texts: nextTexts,
  view: nextView,
  intents: nextIntents,
  screens: {
    EmailConfirmation: ({ view, intents }) => <EmailConfirmationScreen view={view} onTryAgain={intents.tryAgain} />,
    LoggedIn: ({ view }) => <LoggedInScreen view={{ status: view.status }} />,
    Discovery: ({ view, intents }) => (
      <DiscoveryScreen
        view={view}
        onSelectOrganization={(organizationId) => void intents.selectOrganization(organizationId)}
        onCreateOrganization={() => void intents.createOrganization()}
        onBack={intents.back}
        onTryDifferentEmail={intents.tryAgain}
      />
    ),
    Error: ({ view, intents }) => <ErrorScreen view={view} onBack={intents.back} />,
    EmailMethodSelection: ({ view, intents, back }) => (
      <EmailMethodSelectionScreen
        view={{ methods: view.options, error: view.errors.form }}
        onSelect={(method) => void intents.chooseEmailMethod(method)}
        onBack={back}
      />
    ),
    EmailOtpEntry: ({ view, intents, back }) => (
      <EmailOtpEntryScreen
        view={{
          email: view.email,
          countdown: view.countdown,
          verifying: view.submitting,
          error: view.errors.code ?? view.errors.form,
        }}
        onSubmitCode={(code) => void intents.submitEmailCode(code)}
        onResend={() => void intents.resendEmailCode()}
        onBack={back}
      />
    ),
  },
});
