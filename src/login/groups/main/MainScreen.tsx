import { Fragment } from 'react';
import { TextLinkButton } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { Spinner } from '../../../ui/Spinner';
import type { EmailMethod, OAuthProvider } from '../../flow';
import type { MainBlock, MainButton } from './view';
import { EmailForm } from '../../screens/EmailForm';
import { EmailMethodButtons } from '../../screens/EmailMethodButtons';
import { useLoginStrings } from '../../screens/loginStrings';
import { MainLogos, type BrandLogo } from './MainLogos';
import { OAuthButton } from '../../screens/OAuthButton';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, stack } from '../../screens/screenStyles';
import { SsoButton, SsoDiscoveryButton } from '../../screens/SsoButtons';

export interface MainScreenView {
  /** 'Sign up or log in', 'Continue to {organization name}', 'Verify your email', or none (password reset). */
  header: string;
  subheader?: string | null;
  /** Organization flow still looking up the organization: a spinner instead of the screen. */
  resolvingOrganization: boolean;
  /** The organization's logo (organization flow). */
  organization?: BrandLogo | null;
  application?: BrandLogo | null;
  /** The flow's blocks in order: forms, grouped buttons, and the 'or' dividers between them. */
  blocks: readonly MainBlock[];
  /** The address typed before, to start from. */
  email?: string;
  emailError?: string;
  /** A form's call is on its way. */
  submitting?: boolean;
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
  /** The password e-mail form: the flow looks the address up before the password is asked for. */
  onSubmitPasswordEmail: (email: string) => void;
}

/** The first screen: logos, header and the sign-in blocks of the enabled products. */
export function MainScreen({ view, ...intents }: MainScreenProps) {
  const strings = useLoginStrings();
  const texts = strings.main;
  if (view.resolvingOrganization) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
        <Spinner size={32} label={strings.common.loading} />
      </div>
    );
  }

  const renderButton = (button: MainButton) => {
    switch (button.kind) {
      case 'oauth':
        return <OAuthButton key={button.provider} provider={button.provider} onOAuth={intents.onOAuth} />;
      case 'sso':
        return <SsoButton key={button.connection.connection_id} connection={button.connection} onSso={intents.onSso} />;
      case 'ssoDiscovery':
        return <SsoDiscoveryButton key="sso-discovery" onSsoDiscovery={intents.onSsoDiscovery} />;
    }
  };

  const renderBlock = (block: MainBlock) => {
    switch (block.kind) {
      case 'divider':
        return <Divider label={strings.common.or} />;
      case 'buttons':
        return (
          <div data-group="buttons" css={stack(buttonGap)}>
            {block.buttons.map(renderButton)}
          </div>
        );
      case 'emailForm':
        return block.knownEmail ? (
          <EmailMethodButtons
            methods={block.methods}
            labels={{ magic_link: texts.emailMeALink, email_otp: texts.emailMeACode }}
            onSelect={intents.onEmailMe}
          />
        ) : (
          <EmailForm
            submitLabel={texts.continueWithEmail}
            onSubmit={intents.onSubmitEmail}
            error={view.emailError}
            defaultEmail={view.email}
            submitting={view.submitting}
            footer={
              block.passwordLink && (
                <p css={{ margin: 0, textAlign: 'center' }}>
                  <TextLinkButton onClick={intents.onUsePassword}>{texts.usePasswordInstead}</TextLinkButton>
                </p>
              )
            }
          />
        );
      case 'passwordEmailForm':
        return (
          <EmailForm
            submitLabel={strings.common.continue}
            onSubmit={intents.onSubmitPasswordEmail}
            error={view.emailError}
            defaultEmail={view.email}
            submitting={view.submitting}
          />
        );
    }
  };

  return (
    <div css={stack(24)}>
      <MainLogos organization={view.organization} application={view.application} />
      <ScreenLayout heading={view.header} subheading={view.subheader ?? undefined}>
        <div css={stack(24)}>
          {view.blocks.map((block, index) => (
            // The flow's blocks have no ids; their order is their identity on this screen.
            <Fragment key={`${block.kind}-${index}`}>{renderBlock(block)}</Fragment>
          ))}
        </div>
      </ScreenLayout>
    </div>
  );
}
