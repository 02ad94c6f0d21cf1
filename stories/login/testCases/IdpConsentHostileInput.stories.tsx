import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMessage } from '../../../src/core/message';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import idpConsentMeta from '../IdpConsentScreen.stories';
import { standardConsent } from '../loginFixtures';

/** IdP consent for a client, and scopes, whose names and descriptions are markup: all render as text. */
const meta = {
  ...idpConsentMeta,
  title: 'Test cases/Hostile input/IdP consent',
} satisfies Meta<typeof idpConsentMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const hostile = '<img src=x onerror="window.__consentXss=1">Evil';

export const HostileClientName: Story = {
  args: {
    view: {
      ...standardConsent,
      title: `${hostile} wants to access your Genios account`,
      clientName: hostile,
      grantable: {
        standardScopes: ['openid'],
        customScopes: [
          {
            scope: '<script>window.__consentXss=1</script>',
            description: 'Use the <script>window.__consentXss=1</script> scope',
          },
        ],
      },
      ungrantable: {
        standardScopes: [],
        customScopes: [{ scope: 'admin', description: '<b onclick="window.__consentXss=1">Admin</b>' }],
      },
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { idpConsent } = storyTexts(globals).login;
    const hostileNames = { client: hostile, project: 'Genios' };
    expect(canvas.getByRole('heading', { name: formatMessage(idpConsent.accessTitle, hostileNames) })).toBeVisible();
    expect(canvas.getByText(formatMessage(idpConsent.requesting, hostileNames))).toBeVisible();
    const hostileScope = formatMessage(idpConsent.customScope, { scope: '<script>window.__consentXss=1</script>' });
    expect(canvas.getByText(hostileScope)).toBeVisible();
    expect(canvas.getByText(formatMessage(idpConsent.ungrantable, hostileNames))).toBeVisible();
    expect(canvasElement.querySelector('img, script, b')).toBeNull();
    expect((window as { __consentXss?: number }).__consentXss).toBeUndefined();
  },
};
