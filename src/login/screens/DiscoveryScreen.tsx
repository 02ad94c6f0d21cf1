import { useTheme } from '@emotion/react';
import { Button, TextLinkButton } from '../../ui/Button';
import { Divider } from '../../ui/Divider';
import { DiscoveredOrganizationList, type DiscoveredOrganizationView } from './DiscoveredOrganizationList';
import { ScreenLayout } from './ScreenLayout';
import { bodyText, stack } from './screenStyles';

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
  const createButton = (variant: 'midDay' | 'dawn') => (
    <Button fullWidth variant={variant} onClick={onCreateOrganization}>
      Create an organization
    </Button>
  );

  if (view.organizations.length === 0 && view.canCreateOrganization) {
    return (
      <ScreenLayout heading="Create an organization to get started" onBack={onBack}>
        <div css={stack(16)}>
          {createButton('midDay')}
          <p css={bodyText(theme)}>
            <strong>{view.email}</strong> does not have an account.{' '}
            <TextLinkButton onClick={onTryDifferentEmail}>Try a different email address</TextLinkButton>
          </p>
        </div>
      </ScreenLayout>
    );
  }

  if (view.organizations.length === 0) {
    return (
      <ScreenLayout
        heading={`${view.email} does not belong to any organizations.`}
        subheading={
          <p css={bodyText(theme)}>
            Make sure your email address is correct. Otherwise, you might need to be invited by your admin.
          </p>
        }
        onBack={onBack}
      >
        <Button fullWidth onClick={onTryDifferentEmail}>
          Try a different email address
        </Button>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout heading="Select an organization to continue" onBack={onBack}>
      <div css={stack(24)}>
        <DiscoveredOrganizationList organizations={view.organizations} onSelectOrganization={onSelectOrganization} />
        {view.canCreateOrganization && (
          <>
            <Divider />
            {createButton('dawn')}
          </>
        )}
      </div>
    </ScreenLayout>
  );
}
