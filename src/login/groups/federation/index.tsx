import { defineScreenGroup } from '../define';
import { IdpConsentScreen, type IdpConsentView } from './IdpConsentScreen';
import { federationIntents } from './intents';
import { SsoDiscoveryEmailScreen } from './SsoDiscoveryEmailScreen';
import { SsoDiscoveryFallbackScreen } from './SsoDiscoveryFallbackScreen';
import { SsoDiscoveryMenuScreen } from './SsoDiscoveryMenuScreen';
import { federationTexts } from './texts';
import { federationView, type ConsentView } from './view';

export { GoogleOneTap } from './GoogleOneTap';

/** SSO discovery and the identity-provider consent screen: one chunk with Google One Tap. */
export default defineScreenGroup('federation', {
  texts: federationTexts,
  view: federationView,
  intents: federationIntents,
  perform: (intents) => intents.start(),
  screens: {
    SsoDiscoveryEmail: ({ view, intents, back }) => (
      <SsoDiscoveryEmailScreen
        view={{ email: view.email, error: view.errors.form }}
        onSubmit={(email) => void intents.submitSsoDiscoveryEmail(email)}
        onBack={back}
      />
    ),
    SsoDiscoveryFallback: ({ view, intents, back }) => (
      <SsoDiscoveryFallbackScreen
        view={{ error: view.errors.slug }}
        onSubmitSlug={(slug) => void intents.submitSlug(slug)}
        onTryAnotherMethod={intents.tryAgain}
        onBack={back}
      />
    ),
    SsoDiscoveryMenu: ({ view, intents, back }) => (
      <SsoDiscoveryMenuScreen view={view} onSso={(connectionId) => void intents.startSso(connectionId)} onBack={back} />
    ),
    IdpConsent: ({ view, intents }) => (
      <IdpConsentScreen
        view={consentScreenView(view, view.asked)}
        onAllow={() => void intents.allowConsent()}
        onDeny={() => void intents.denyConsent()}
        onConfirmLogout={() => void intents.confirmLogout()}
        onCancelLogout={intents.declineLogout}
      />
    ),
  },
});

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
