import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import discoveryMeta from '../DiscoveryScreen.stories';
import { hostileName } from '../loginFixtures';

/** Discovery listing an organization whose name is markup: it renders as text, and picks the organization. */
const meta = {
  ...discoveryMeta,
  title: 'Test cases/Hostile input/Discovery',
} satisfies Meta<typeof discoveryMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileOrganizationName: Story = {
  args: {
    view: {
      screen: 'Discovery',
      email: 'ada@acme.com',
      organizations: [{ organizationId: 'org-evil', name: hostileName, logoUrl: null, action: 'join' }],
      canCreateOrganization: false,
    },
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { discovery } = storyTexts(globals).login;
    expect(canvasElement.querySelector('script, img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `${hostileName} ${discovery.join}` }));
    expect(args.intents.selectOrganization).toHaveBeenCalledWith('org-evil');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
