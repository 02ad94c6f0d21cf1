import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SsoDiscoveryMenuScreen } from '../../src/login/groups/federation/SsoDiscoveryMenuScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { federationIntentSpies } from './intentSpies';
import { ssoConnections } from './loginFixtures';
import { continueWithConnection, expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/SSO discovery menu',
  component: SsoDiscoveryMenuScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { screen: 'SsoDiscoveryMenu', connections: ssoConnections },
    intents: federationIntentSpies(),
    back: fn(),
  },
} satisfies Meta<typeof SsoDiscoveryMenuScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralConnections: Story = {
  play: async ({ canvas, args, globals }) => {
    const { ssoDiscoveryMenu, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, ssoDiscoveryMenu.heading);
    expect(canvas.getByRole('button', { name: continueWithConnection(globals, 'Okta') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: continueWithConnection(globals, 'Microsoft Entra ID') }));
    expect(args.intents.startSso).toHaveBeenCalledWith('oidc-entra-2');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
