import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginWidget, type IntegratorConfig } from '../../src/login';
import { DEMO_PUBLIC_TOKEN } from '../../simulator/emulators/provider';
import { memoryStorage } from '../login/widgetStory';

/**
 * The login widget's public API as an integrator reads it: `<LoginWidget options theme callbacks/>` for React
 * pages, and `mountLogin(selector, { ...options, theme, callbacks, shadow })` for any page. A page of docs
 * (autodocs) rather than a test: the login stories test the widget itself.
 */

const config: IntegratorConfig = {
  products: ['magic_link'],
  authFlowType: 'Discovery',
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { discoveryRedirectURL: `${location.origin}/authenticate` },
};

const meta = {
  title: 'Login/Public API/Login widget',
  component: LoginWidget,
  tags: ['autodocs', '!test'],
  args: {
    options: { publicToken: DEMO_PUBLIC_TOKEN, providerBaseUrl: location.origin, config, storage: memoryStorage() },
  },
  parameters: {
    simulator: { scenario: 'provider-demo', seed: 1 },
    docs: {
      description: {
        component:
          "`mountLogin('#target', { ...options, theme, callbacks, shadow })` mounts the same widget on any page " +
          '(`shadow: true` in an open shadow root). The fields of `options` are described on the Options page.',
      },
    },
  },
} satisfies Meta<typeof LoginWidget>;
export default meta;

export const Discovery: StoryObj<typeof meta> = {};
