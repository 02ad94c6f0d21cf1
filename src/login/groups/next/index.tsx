import { defineScreenGroup } from '../define';
import { DiscoveryScreen } from './DiscoveryScreen';
import { EmailConfirmationScreen } from './EmailConfirmationScreen';
import { EmailMethodSelectionScreen } from './EmailMethodSelectionScreen';
import { EmailOtpEntryScreen } from './EmailOtpEntryScreen';
import { ErrorScreen } from './ErrorScreen';
import { nextIntents } from './intents';
import { LoggedInScreen } from './LoggedInScreen';
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
    EmailConfirmation: EmailConfirmationScreen,
    LoggedIn: LoggedInScreen,
    Discovery: DiscoveryScreen,
    Error: ErrorScreen,
    EmailMethodSelection: EmailMethodSelectionScreen,
    EmailOtpEntry: EmailOtpEntryScreen,
  },
});
