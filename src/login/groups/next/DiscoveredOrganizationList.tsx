import { useTheme } from '@emotion/react';
import { mirroredRightToLeft } from '../../../ui/direction';
import { focusRing } from '../../../ui/focus';
import { useTexts } from '../../../ui/texts';
import { OrganizationAvatar } from '../../screens/OrganizationAvatar';
import { nextTexts } from './texts';
import type { DiscoveredOrganizationView } from './view';

export interface DiscoveredOrganizationListProps {
  organizations: readonly DiscoveredOrganizationView[];
  onSelectOrganization: (organizationId: string) => void;
}

function Chevron() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      css={[{ flexShrink: 0 }, mirroredRightToLeft]}
    >
      <path
        d="m6 3.5 4.5 4.5L6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The discovered organizations, one button each: logo or letter, name, and the action's label or a chevron. */
export function DiscoveredOrganizationList({ organizations, onSelectOrganization }: DiscoveredOrganizationListProps) {
  const theme = useTheme();
  const { discovery } = useTexts(nextTexts);
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {organizations.map((organization) => {
        const { action } = organization;
        return (
          <li key={organization.organizationId}>
            <button
              type="button"
              onClick={() => onSelectOrganization(organization.organizationId)}
              css={[
                {
                  boxSizing: 'border-box',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  width: '100%',
                  minHeight: 56,
                  padding: '8px 12px',
                  fontFamily: theme.fonts.family,
                  fontSize: theme.fonts.size,
                  color: theme.colors.text,
                  textAlign: 'start',
                  background: theme.colors.background,
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: theme.buttons.borderRadius,
                  cursor: 'pointer',
                  ':hover': { background: theme.colors.surface },
                },
                focusRing(theme),
              ]}
            >
              <OrganizationAvatar name={organization.name} logoUrl={organization.logoUrl} />
              <span css={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>{organization.name}</span>
              {action ? (
                <span
                  css={{ flexShrink: 0, fontSize: theme.fonts.smallSize, fontWeight: 700, color: theme.colors.primary }}
                >
                  {discovery[action]}
                </span>
              ) : (
                <Chevron />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
