import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryMenuScreen } from '../../src/login/groups/federation/SsoDiscoveryMenuScreen';
import { hostileName, ssoConnections } from './loginFixtures';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/SSO Discovery Menu',
  component: SsoDiscoveryMenuScreen,
  decorators: [withWidgetFrame],
  args: { view: { connections: ssoConnections }, onSso: fn(), onBack: fn() },
} satisfies Meta<typeof SsoDiscoveryMenuScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralConnections: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Select a connection to continue');
    expect(canvas.getByRole('button', { name: 'Continue with Okta' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Microsoft Entra ID' }));
    expect(args.onSso).toHaveBeenCalledWith('oidc-entra-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const HostileConnectionName: Story = {
  args: { view: { connections: [{ connection_id: 'evil', display_name: hostileName, identity_provider: 'okta' }] } },
  play: async ({ canvas, canvasElement, args }) => {
    expect(canvasElement.querySelector('script, img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Continue with ${hostileName}` }));
    expect(args.onSso).toHaveBeenCalledWith('evil');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
