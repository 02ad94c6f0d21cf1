import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryMenuScreen } from '../../src/login/groups/federation/SsoDiscoveryMenuScreen';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { hostileName, ssoConnections } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/SSO discovery menu',
  component: SsoDiscoveryMenuScreen,
  decorators: [withWidgetFrame],
  args: { view: { connections: ssoConnections }, onSso: fn(), onBack: fn() },
} satisfies Meta<typeof SsoDiscoveryMenuScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A connection's button name in the story's texts: 'Continue with Okta'. */
const continueWith = (globals: Record<string, unknown>, connectionName: string) =>
  formatMessage(storyTexts(globals).login.main.continueWithConnection, { connectionName });

export const SeveralConnections: Story = {
  play: async ({ canvas, args, globals }) => {
    const { ssoDiscoveryMenu, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, ssoDiscoveryMenu.heading);
    expect(canvas.getByRole('button', { name: continueWith(globals, 'Okta') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: continueWith(globals, 'Microsoft Entra ID') }));
    expect(args.onSso).toHaveBeenCalledWith('oidc-entra-2');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const HostileConnectionName: Story = {
  args: { view: { connections: [{ connection_id: 'evil', display_name: hostileName, identity_provider: 'okta' }] } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    expect(canvasElement.querySelector('script, img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: continueWith(globals, hostileName) }));
    expect(args.onSso).toHaveBeenCalledWith('evil');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
