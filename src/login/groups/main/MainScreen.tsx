import { Fragment } from 'react';
import { TextLinkButton } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { Spinner } from '../../../ui/Spinner';
import type { ScreenProps } from '../define';
import type { MainIntents } from './intents';
import type { MainBlock, MainButton, MainView } from './view';
import { EmailForm } from '../../screens/EmailForm';
import { EmailMethodButtons } from '../../screens/EmailMethodButtons';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { MainLogos } from './MainLogos';
import { OAuthButton } from '../../screens/OAuthButton';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, stack } from '../../screens/screenStyles';
import { SsoButton, SsoDiscoveryButton } from '../../screens/SsoButtons';

/** The first screen: logos, header and the sign-in blocks of the enabled products. */
export function MainScreen({ view, intents }: ScreenProps<Extract<MainView, { screen: 'Main' }>, MainIntents>) {
  const strings = useTexts(firstTexts);
  const texts = strings.main;
  if (view.resolvingOrganization) {
    return (
      <div css={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
        <Spinner size={32} label={strings.common.loading} />
      </div>
    );
  }

  // A malformed address, or a send that failed, shows under the e-mail field.
  const emailError = view.errors.email ?? view.errors.form;

  const renderButton = (button: MainButton) => {
    switch (button.kind) {
      case 'oauth':
        return (
          <OAuthButton
            key={button.provider}
            provider={button.provider}
            onOAuth={(provider) => void intents.startOAuth(provider)}
          />
        );
      case 'sso':
        return (
          <SsoButton
            key={button.connection.connection_id}
            connection={button.connection}
            onSso={(connectionId) => void intents.startSso(connectionId)}
          />
        );
      case 'ssoDiscovery':
        return <SsoDiscoveryButton key="sso-discovery" onSsoDiscovery={intents.openSsoDiscovery} />;
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
            // The known e-mail's 'Email me a link' or 'Email me a code'.
            onSelect={(method) => void intents.chooseEmailMethod(method)}
          />
        ) : (
          <EmailForm
            submitLabel={texts.continueWithEmail}
            onSubmit={(email) => void intents.submitEmail(email)}
            error={emailError}
            defaultEmail={view.email}
            submitting={view.submitting}
            footer={
              block.passwordLink && (
                <p css={{ margin: 0, textAlign: 'center' }}>
                  <TextLinkButton onClick={intents.usePassword}>{texts.usePasswordInstead}</TextLinkButton>
                </p>
              )
            }
          />
        );
      case 'passwordEmailForm':
        return (
          <EmailForm
            submitLabel={strings.common.continue}
            // The flow looks the address up before the password is asked for.
            onSubmit={(email) => void intents.submitPasswordEmail(email)}
            error={emailError}
            defaultEmail={view.email}
            submitting={view.submitting}
          />
        );
    }
  };

  return (
    <div css={stack(24)}>
      <MainLogos organization={view.organizationLogo} application={view.applicationLogo} />
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
