import { firstTexts } from '../../strings/english/first';
import { defineScreenGroup } from '../define';
import { mainIntents } from './intents';
import { MainScreen } from './MainScreen';
import { mainView } from './view';

/** Main, the first screen: in the first load, with the texts every screen shares. */
export default defineScreenGroup('main', {
  texts: firstTexts,
  view: mainView,
  intents: mainIntents,
  screens: {
    Main: ({ view, intents }) => (
      <MainScreen
        view={{
          header: view.header,
          subheader: view.subheader,
          resolvingOrganization: view.resolvingOrganization,
          organization: view.organizationName
            ? { name: view.organizationName, logoUrl: view.organizationLogoUrl }
            : null,
          application: view.applicationLogo,
          blocks: view.blocks,
          email: view.email,
          emailError: view.errors.email ?? view.errors.form,
          submitting: view.submitting,
        }}
        onSubmitEmail={(email) => void intents.submitEmail(email)}
        onEmailMe={(method) => void intents.chooseEmailMethod(method)}
        onOAuth={(provider) => void intents.startOAuth(provider)}
        onSso={(connectionId) => void intents.startSso(connectionId)}
        onSsoDiscovery={intents.openSsoDiscovery}
        onUsePassword={intents.usePassword}
        onSubmitPasswordEmail={(email) => void intents.submitPasswordEmail(email)}
      />
    ),
  },
});
