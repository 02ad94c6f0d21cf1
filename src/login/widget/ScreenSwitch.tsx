import { SCREEN_GROUP, type MainView, type WidgetState } from '../flow';
import { createElement } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import type { BrandLogo } from '../screens/MainLogos';
import { MainScreen } from '../screens/MainScreen';
import type { WidgetFlow } from './controller';
import { screenGroup } from './groupScreens';

export interface ScreenSwitchProps {
  flow: WidgetFlow;
  /** The flow state as rendered (useSnapshot), and Main's view when Main is the screen. */
  snapshot: Snapshot<WidgetState>;
  main: MainView | null;
  /** The integrator's application logo, beside the organization's on Main. */
  applicationLogo?: BrandLogo;
}

/**
 * The screen of the flow's current view, its intents wired to the flow's. Main, the first screen, is here;
 * every other screen is its group's (src/login/groups), loaded on demand (groupScreens.tsx).
 */
export function ScreenSwitch({ flow, snapshot, main: view, applicationLogo }: ScreenSwitchProps) {
  // Back arrows appear where there is a screen to go back to.
  const back = snapshot.history.length > 0 ? flow.back : undefined;
  const group = SCREEN_GROUP[snapshot.screen];
  if (group !== 'main') {
    // The group is one of the components groupScreens.tsx makes once, at module load.
    return createElement(screenGroup(group), { flow, snapshot, back });
  }
  // Main's view is there whenever Main is the screen.
  if (!view) return null;
  return (
    <MainScreen
      view={{
        header: view.header,
        subheader: view.subheader,
        resolvingOrganization: view.resolvingOrganization,
        organization: view.organizationName ? { name: view.organizationName, logoUrl: view.organizationLogoUrl } : null,
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
}
