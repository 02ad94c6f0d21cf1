import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import ssoDiscoveryMenuMeta from '../SsoDiscoveryMenuScreen.stories';
import { hostileName } from '../loginFixtures';
import { continueWithConnection } from '../storyChecks';

/** The SSO discovery menu offering a connection whose name is markup: it renders as text, and still signs in. */
const meta = {
  ...ssoDiscoveryMenuMeta,
  title: 'Test cases/Hostile input/SSO discovery menu',
} satisfies Meta<typeof ssoDiscoveryMenuMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileConnectionName: Story = {
  args: {
    view: {
      screen: 'SsoDiscoveryMenu',
      connections: [{ connection_id: 'evil', display_name: hostileName, identity_provider: 'okta' }],
    },
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    expect(canvasElement.querySelector('script, img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: continueWithConnection(globals, hostileName) }));
    expect(args.intents.startSso).toHaveBeenCalledWith('evil');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
