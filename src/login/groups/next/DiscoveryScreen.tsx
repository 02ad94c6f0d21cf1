import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { DiscoveredOrganizationList } from './DiscoveredOrganizationList';
import { FormattedMessage, useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formatMessage, firstTexts } from '../../strings';
import { bodyText, stack } from '../../screens/screenStyles';
import type { ScreenProps } from '../define';
import type { NextIntents } from './intents';
import { nextTexts } from './texts';
import type { NextView } from './view';

/**
 * Pick one of the discovered organizations, create one, or learn that there are none. The back arrow is
 * always there (to Main when nothing came before), and 'Try a different email address' starts over.
 */
export function DiscoveryScreen({
  view,
  intents,
}: ScreenProps<Extract<NextView, { screen: 'Discovery' }>, NextIntents>) {
  const theme = useTheme();
  const { common } = useTexts(firstTexts);
  const { discovery: texts } = useTexts(nextTexts);
  const createButton = (variant: 'midDay' | 'dawn') => (
    <Button fullWidth variant={variant} onClick={() => void intents.createOrganization()}>
      {texts.createOrganization}
    </Button>
  );

  if (view.organizations.length === 0 && view.canCreateOrganization) {
    return (
      <ScreenLayout heading={texts.createToGetStarted} onBack={intents.back}>
        <div css={stack(16)}>
          {createButton('midDay')}
          <p css={bodyText(theme)}>
            <FormattedMessage template={texts.noAccount} params={{ email: <strong>{view.email}</strong> }} />{' '}
            <TextLinkButton onClick={intents.tryAgain}>{texts.tryDifferentEmail}</TextLinkButton>
          </p>
        </div>
      </ScreenLayout>
    );
  }

  if (view.organizations.length === 0) {
    return (
      <ScreenLayout
        heading={formatMessage(texts.noOrganizations, { email: view.email })}
        subheading={<p css={bodyText(theme)}>{texts.checkYourEmail}</p>}
        onBack={intents.back}
      >
        <Button fullWidth onClick={intents.tryAgain}>
          {texts.tryDifferentEmail}
        </Button>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout heading={texts.heading} onBack={intents.back}>
      <div css={stack(24)}>
        <DiscoveredOrganizationList
          organizations={view.organizations}
          onSelectOrganization={(organizationId) => void intents.selectOrganization(organizationId)}
        />
        {view.canCreateOrganization && (
          <>
            <Divider label={common.or} />
            {createButton('dawn')}
          </>
        )}
      </div>
    </ScreenLayout>
  );
}
