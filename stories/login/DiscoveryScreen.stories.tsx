import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DiscoveredOrganizationView } from '../../src/login/groups/next/DiscoveredOrganizationList';
import { DiscoveryScreen } from '../../src/login/groups/next/DiscoveryScreen';
import { acmeLogoUrl, hostileName } from './loginFixtures';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const organizations: DiscoveredOrganizationView[] = [
  { organizationId: 'org-acme', name: 'Acme Corporation', logoUrl: acmeLogoUrl, action: null },
  { organizationId: 'org-zenith', name: 'Zenith Partners', action: 'Accept Invite' },
  { organizationId: 'org-north', name: 'northwind traders', action: 'Join' },
  { organizationId: 'org-globex', name: 'Globex', action: 'Join' },
  { organizationId: 'org-initech', name: 'Initech', action: 'Join' },
];

const meta = {
  title: 'Login/Screens/Discovery',
  component: DiscoveryScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { email: 'ada@acme.com', organizations, canCreateOrganization: false },
    onSelectOrganization: fn(),
    onCreateOrganization: fn(),
    onBack: fn(),
    onTryDifferentEmail: fn(),
  },
} satisfies Meta<typeof DiscoveryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrganizationList: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectHeadingFocused(canvas, 'Select an organization to continue');
    await imagesLoaded(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Acme Corporation',
      'ZZenith PartnersAccept Invite',
      'Nnorthwind tradersJoin',
      'GGlobexJoin',
      'IInitechJoin',
    ]);
    // A logo where there is one, else the first letter of the name.
    expect(within(rows[0]!).getByRole('button').querySelector('img')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Zenith Partners Accept Invite' }));
    expect(args.onSelectOrganization).toHaveBeenCalledWith('org-zenith');
    await userEvent.click(canvas.getByRole('button', { name: 'Acme Corporation' }));
    expect(args.onSelectOrganization).toHaveBeenLastCalledWith('org-acme');
    expect(canvas.queryByRole('button', { name: 'Create an organization' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CreateAllowed: Story = {
  args: { view: { email: 'ada@acme.com', organizations: organizations.slice(0, 2), canCreateOrganization: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an organization' }));
    expect(args.onCreateOrganization).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmptyCreateAllowed: Story = {
  args: { view: { email: 'ada@acme.com', organizations: [], canCreateOrganization: true } },
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Create an organization to get started');
    expect(canvas.getByText(/does not have an account/)).toHaveTextContent('ada@acme.com does not have an account.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create an organization' }));
    expect(args.onCreateOrganization).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Try a different email address' }));
    expect(args.onTryDifferentEmail).toHaveBeenCalledOnce();
    expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmptyCreateNotAllowed: Story = {
  args: { view: { email: 'ada@acme.com', organizations: [], canCreateOrganization: false } },
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'ada@acme.com does not belong to any organizations.');
    expect(
      canvas.getByText(
        'Make sure your email address is correct. Otherwise, you might need to be invited by your admin.',
      ),
    ).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Create an organization' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try a different email address' }));
    expect(args.onTryDifferentEmail).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const HostileOrganizationName: Story = {
  args: {
    view: {
      email: 'ada@acme.com',
      organizations: [{ organizationId: 'org-evil', name: hostileName, action: 'Join' }],
      canCreateOrganization: false,
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    expect(canvasElement.querySelector('script, img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `${hostileName} Join` }));
    expect(args.onSelectOrganization).toHaveBeenCalledWith('org-evil');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
