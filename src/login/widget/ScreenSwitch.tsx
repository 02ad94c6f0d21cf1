import type { ScreenView, WidgetFlow, WidgetState } from '../flow';
import { createElement } from 'react';
import type { Snapshot } from 'valtio/vanilla';
import { DiscoveryScreen } from '../screens/DiscoveryScreen';
import { EmailConfirmationScreen } from '../screens/EmailConfirmationScreen';
import { EmailMethodSelectionScreen } from '../screens/EmailMethodSelectionScreen';
import { EmailOtpEntryScreen } from '../screens/EmailOtpEntryScreen';
import { ErrorScreen } from '../screens/ErrorScreen';
import { LoggedInScreen } from '../screens/LoggedInScreen';
import type { BrandLogo } from '../screens/MainLogos';
import { MainScreen } from '../screens/MainScreen';
import { screenGroupOf } from './lazyScreens';

export interface ScreenSwitchProps {
  flow: WidgetFlow;
  /** The flow state as rendered (useSnapshot), and the view of its screen. */
  snapshot: Snapshot<WidgetState>;
  view: ScreenView;
  /** The integrator's application logo, beside the organization's on Main. */
  applicationLogo?: BrandLogo;
}

/** What a group of screens loaded on demand gets: the flow, its state and view, and the back arrow's action. */
export interface ScreenGroupProps extends Omit<ScreenSwitchProps, 'applicationLogo'> {
  back: (() => void) | undefined;
}

/**
 * The screen of the flow's current view, its intents wired to the flow's. Where a screen's props are shaped
 * differently from the view, they are adapted here; nothing is computed twice. Main and the e-mail and
 * discovery screens are here; the MFA, password and SSO discovery and consent screens are in groups loaded
 * on demand (lazyScreens.ts), each with its own switch.
 */
export function ScreenSwitch({ flow, snapshot, view, applicationLogo }: ScreenSwitchProps) {
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
      // The group is one of three components made once, at module load (lazyScreens.ts).
      return createElement(screenGroupOf(view.screen), { flow, snapshot, view, back });
  }
}
