import { defineScreenGroup } from '../define';
import { IdpConsentScreen, type IdpConsentView } from './IdpConsentScreen';
import { consentIntents } from './intents';
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
  intents: consentIntents,
  screens: {
    SsoDiscoveryEmail: ({ view, flow, back }) => (
      <SsoDiscoveryEmailScreen
        view={{ email: view.email, error: view.errors.form }}
        onSubmit={(email) => void flow.submitSsoDiscoveryEmail(email)}
        onBack={back}
      />
    ),
    SsoDiscoveryFallback: ({ view, flow, back }) => (
      <SsoDiscoveryFallbackScreen
        view={{ error: view.errors.slug }}
        onSubmitSlug={(slug) => void flow.submitSlug(slug)}
        onTryAnotherMethod={flow.tryAgain}
        onBack={back}
      />
    ),
    SsoDiscoveryMenu: ({ view, flow, back }) => (
      <SsoDiscoveryMenuScreen view={view} onSso={(connectionId) => void flow.startSso(connectionId)} onBack={back} />
    ),
    IdpConsent: ({ view, flow, snapshot }) => (
      <IdpConsentScreen
        view={consentScreenView(view, snapshot.consent?.preflight?.consent_required === true)}
        onAllow={() => void flow.allowConsent()}
        onDeny={() => void flow.denyConsent()}
        onConfirmLogout={() => void flow.confirmLogout()}
        onCancelLogout={flow.declineLogout}
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
