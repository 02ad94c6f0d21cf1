import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { DiscoveryScreen } from '../../src/login/groups/next/DiscoveryScreen';
import type { DiscoveredOrganizationView } from '../../src/login/groups/next/view';
import { nextIntentSpies } from './intentSpies';
import { acmeLogoUrl } from './loginFixtures';
import { expectHeadingFocused, imagesLoaded } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const organizations: DiscoveredOrganizationView[] = [
  { organizationId: 'org-acme', name: 'Acme Corporation', logoUrl: acmeLogoUrl, action: null },
  { organizationId: 'org-zenith', name: 'Zenith Partners', logoUrl: null, action: 'acceptInvite' },
  { organizationId: 'org-north', name: 'northwind traders', logoUrl: null, action: 'join' },
  { organizationId: 'org-globex', name: 'Globex', logoUrl: null, action: 'join' },
  { organizationId: 'org-initech', name: 'Initech', logoUrl: null, action: 'join' },
];

const meta = {
  title: 'Login/Screens/Discovery',
  component: DiscoveryScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { screen: 'Discovery', email: 'ada@acme.com', organizations, canCreateOrganization: false },
    intents: nextIntentSpies(),
    back: undefined,
  },
} satisfies Meta<typeof DiscoveryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrganizationList: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { discovery, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, discovery.heading);
    await imagesLoaded(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Acme Corporation',
      `ZZenith Partners${discovery.acceptInvite}`,
      `Nnorthwind traders${discovery.join}`,
      `GGlobex${discovery.join}`,
      `IInitech${discovery.join}`,
    ]);
    // A logo where there is one, else the first letter of the name.
    expect(within(rows[0]!).getByRole('button').querySelector('img')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Zenith Partners ${discovery.acceptInvite}` }));
    expect(args.intents.selectOrganization).toHaveBeenCalledWith('org-zenith');
    await userEvent.click(canvas.getByRole('button', { name: 'Acme Corporation' }));
    expect(args.intents.selectOrganization).toHaveBeenLastCalledWith('org-acme');
    expect(canvas.queryByRole('button', { name: discovery.createOrganization })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.intents.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CreateAllowed: Story = {
  args: {
    view: {
      screen: 'Discovery',
      email: 'ada@acme.com',
      organizations: organizations.slice(0, 2),
      canCreateOrganization: true,
    },
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { discovery } = storyTexts(globals).login;
    await imagesLoaded(canvasElement);
    expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: discovery.createOrganization }));
    expect(args.intents.createOrganization).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmptyCreateAllowed: Story = {
  args: { view: { screen: 'Discovery', email: 'ada@acme.com', organizations: [], canCreateOrganization: true } },
  play: async ({ canvas, args, globals }) => {
    const { discovery, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, discovery.createToGetStarted);
    const tryDifferentEmail = canvas.getByRole('button', { name: discovery.tryDifferentEmail });
    expect(tryDifferentEmail.parentElement).toHaveTextContent(
      `${formatMessage(discovery.noAccount, { email: 'ada@acme.com' })} ${discovery.tryDifferentEmail}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: discovery.createOrganization }));
    expect(args.intents.createOrganization).toHaveBeenCalledOnce();
    await userEvent.click(tryDifferentEmail);
    expect(args.intents.tryAgain).toHaveBeenCalledOnce();
    expect(canvas.getByRole('button', { name: common.back })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmptyCreateNotAllowed: Story = {
  args: { view: { screen: 'Discovery', email: 'ada@acme.com', organizations: [], canCreateOrganization: false } },
  play: async ({ canvas, args, globals }) => {
    const { discovery } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, formatMessage(discovery.noOrganizations, { email: 'ada@acme.com' }));
    expect(canvas.getByText(discovery.checkYourEmail)).toBeVisible();
    expect(canvas.queryByRole('button', { name: discovery.createOrganization })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: discovery.tryDifferentEmail }));
    expect(args.intents.tryAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
