import { Fragment } from 'react';
import { TextLinkButton } from '../../ui/Button';
import { Divider } from '../../ui/Divider';
import { Spinner } from '../../ui/Spinner';
import { EmailForm } from './EmailForm';
import { EmailMethodButtons } from './EmailMethodButtons';
import { knownEmailButtonLabels } from './emailMethodLabels';
import { groupMainBlocks, mainBlocks, type MainBlock, type MainProduct } from './mainBlocks';
import { mainHeader } from './mainHeader';
import { MainLogos, type BrandLogo } from './MainLogos';
import { OAuthButtons } from './OAuthButtons';
import { PasswordEmailForm } from './PasswordEmailForm';
import { ScreenLayout } from './ScreenLayout';
import { buttonGap, stack } from './screenStyles';
import { SsoButtons, SsoDiscoveryButton } from './SsoButtons';
import type { EmailMethod, FlowType, OAuthProvider, SsoConnection } from './types';

export interface MainOrganization extends BrandLogo {
  /** Active SSO connections, one button each in organization flow. */
  ssoConnections: readonly SsoConnection[];
}

export interface MainScreenView {
  flowType: FlowType;
  /** The resolved organization (organization flow). */
  organization?: MainOrganization | null;
  application?: BrandLogo | null;
  /** Organization flow still looking up the organization: a spinner instead of the screen. */
  resolvingOrganization: boolean;
  /** Enabled products in the integrator's order. */
  products: readonly MainProduct[];
  oauthProviders: readonly OAuthProvider[];
  /** Set when the e-mail is already known: the e-mail form becomes 'Email me a link' / 'Email me a code'. */
  knownEmail?: string | null;
  /** The primary e-mail is known but unverified and primary methods are restricted. */
  verifyEmail?: boolean;
  /** The password e-mail form found a member with a password. */
  passwordRevealed?: boolean;
  emailError?: string;
  passwordError?: string;
}

export interface MainScreenProps {
  view: MainScreenView;
  onSubmitEmail: (email: string) => void;
  /** A known e-mail's 'Email me a link' or 'Email me a code'. */
  onEmailMe: (method: EmailMethod) => void;
  onOAuth: (provider: OAuthProvider) => void;
  /** Organization flow: a connection's button. */
  onSso: (connectionId: string) => void;
  /** Discovery flow: 'Continue with SSO'. */
  onSsoDiscovery: () => void;
  /** 'Use a password instead'. */
  onUsePassword: () => void;
  onSubmitPasswordEmail: (email: string) => void;
  onSubmitPassword: (email: string, password: string) => void;
}

/** The first screen: logos, header and a sign-in block per enabled product. */
export function MainScreen({ view, ...intents }: MainScreenProps) {
  if (view.resolvingOrganization) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
        <Spinner size={32} label="Loading" />
      </div>
    );
  }

  const discovery = view.flowType === 'Discovery';
  const connections = view.organization?.ssoConnections ?? [];
  const header = mainHeader({
    flowType: view.flowType,
    organizationName: view.organization?.name,
    verifyEmail: view.verifyEmail ?? false,
  });
  const groups = groupMainBlocks(
    mainBlocks({
      products: view.products,
      emailKnown: Boolean(view.knownEmail),
      hasOAuthProviders: view.oauthProviders.length > 0,
      hasSsoButtons: discovery || connections.length > 0,
    }),
  );

  const renderBlock = (block: MainBlock) => {
    switch (block.kind) {
      case 'emailForm':
        return (
          <EmailForm
            submitLabel="Continue with email"
            onSubmit={intents.onSubmitEmail}
            error={view.emailError}
            footer={
              block.offerPassword && (
                <p css={{ margin: 0, textAlign: 'center' }}>
                  <TextLinkButton onClick={intents.onUsePassword}>Use a password instead</TextLinkButton>
                </p>
              )
            }
          />
        );
      case 'emailButtons':
        return (
          <EmailMethodButtons methods={block.methods} labels={knownEmailButtonLabels} onSelect={intents.onEmailMe} />
        );
      case 'passwordEmailForm':
        return (
          <PasswordEmailForm
            passwordRevealed={view.passwordRevealed ?? false}
            onSubmitEmail={intents.onSubmitPasswordEmail}
            onSubmitPassword={intents.onSubmitPassword}
            emailError={view.emailError}
            passwordError={view.passwordError}
          />
        );
      case 'oauth':
        return <OAuthButtons providers={view.oauthProviders} onOAuth={intents.onOAuth} />;
      case 'sso':
        return discovery ? (
          <SsoDiscoveryButton onSsoDiscovery={intents.onSsoDiscovery} />
        ) : (
          <SsoButtons connections={connections} onSso={intents.onSso} />
        );
    }
  };

  return (
    <div css={stack(24)}>
      <MainLogos organization={discovery ? null : view.organization} application={view.application} />
      <ScreenLayout heading={header.heading} subheading={header.subheading}>
        <div css={stack(24)}>
          {groups.map((group, index) => (
            <Fragment key={group.blocks.map((block) => block.kind).join('+')}>
              {index > 0 && <Divider />}
              <div data-group={group.kind} css={stack(buttonGap)}>
                {group.blocks.map((block) => (
                  <Fragment key={block.kind}>{renderBlock(block)}</Fragment>
                ))}
              </div>
            </Fragment>
          ))}
        </div>
      </ScreenLayout>
    </div>
  );
}
