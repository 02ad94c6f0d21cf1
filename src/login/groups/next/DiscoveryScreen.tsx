import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { DiscoveredOrganizationList, type DiscoveredOrganizationView } from './DiscoveredOrganizationList';
import { useLoginTexts } from '../../screens/loginStrings';
import { FormattedMessage } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formatMessage } from '../../strings';
import { bodyText, stack } from '../../screens/screenStyles';
import { nextTexts } from './texts';

export interface DiscoveryScreenView {
  /** The address the organizations were discovered for. */
  email: string;
  organizations: readonly DiscoveredOrganizationView[];
  /** Organization creation is allowed (project setting) and not disabled by the integrator. */
  canCreateOrganization: boolean;
}

export interface DiscoveryScreenProps {
  view: DiscoveryScreenView;
  onSelectOrganization: (organizationId: string) => void;
  onCreateOrganization: () => void;
  onBack: () => void;
  /** 'Try a different email address'. */
  onTryDifferentEmail: () => void;
}

/** Pick one of the discovered organizations, create one, or learn that there are none. */
export function DiscoveryScreen({
  view,
  onSelectOrganization,
  onCreateOrganization,
  onBack,
  onTryDifferentEmail,
}: DiscoveryScreenProps) {
  const theme = useTheme();
  const { common, discovery: texts } = useLoginTexts(nextTexts);
  const createButton = (variant: 'midDay' | 'dawn') => (
    <Button fullWidth variant={variant} onClick={onCreateOrganization}>
      {texts.createOrganization}
    </Button>
  );

  if (view.organizations.length === 0 && view.canCreateOrganization) {
    return (
      <ScreenLayout heading={texts.createToGetStarted} onBack={onBack}>
        <div css={stack(16)}>
          {createButton('midDay')}
          <p css={bodyText(theme)}>
            <FormattedMessage template={texts.noAccount} params={{ email: <strong>{view.email}</strong> }} />{' '}
            <TextLinkButton onClick={onTryDifferentEmail}>{texts.tryDifferentEmail}</TextLinkButton>
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
        onBack={onBack}
      >
        <Button fullWidth onClick={onTryDifferentEmail}>
          {texts.tryDifferentEmail}
        </Button>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout heading={texts.heading} onBack={onBack}>
      <div css={stack(24)}>
        <DiscoveredOrganizationList organizations={view.organizations} onSelectOrganization={onSelectOrganization} />
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
