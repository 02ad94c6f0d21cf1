import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetShell } from '../../src/login/widget';
import type { B2BClient } from '../../src/login/provider/b2bClient';
import { createStoryClient, memoryStorage } from '../login/widgetStory';

/**
 * The fields of the widget's `options` (and its `theme`), described where they are defined: on the widget the
 * public `LoginWidget` and `mountLogin` render. `client` is the integrator's provider client; without one,
 * `publicToken` and `providerBaseUrl` make one. `clock` and `onEvent` are the widget's own (callbacks stand
 * for onEvent in the public API).
 */
const meta = {
  title: 'Login/Public API/Options',
  component: WidgetShell,
  tags: ['autodocs', '!test'],
  // The story's own provider client, made when it renders rather than when the file loads.
  loaders: [async () => ({ client: createStoryClient() })],
  render: (args, { loaded }) => <WidgetShell {...args} client={loaded.client as B2BClient} />,
  args: {
    client: undefined as unknown as B2BClient,
    storage: memoryStorage(),
    config: {
      products: ['magic_link'],
      authFlowType: 'Discovery',
      sessionOptions: { sessionDurationMinutes: 60 },
      emailMagicLinksOptions: { discoveryRedirectURL: `${location.origin}/authenticate` },
    },
  },
  parameters: {
    simulator: { scenario: 'provider-demo', seed: 1 },
    docs: {
      description: {
        component:
          'The options of `mountLogin` and `<LoginWidget options/>`, one per prop below; `client` may be replaced ' +
          'by `publicToken` and `providerBaseUrl`, and `onEvent` by the public `callbacks`.',
      },
    },
  },
} satisfies Meta<typeof WidgetShell>;
export default meta;

export const Discovery: StoryObj<typeof meta> = {};
