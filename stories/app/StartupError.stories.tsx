import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { parseConfig } from '../../app/config';
import { StartupErrorPage } from '../../app/pages/StartupErrorPage';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';
import { needsSupport } from '../support/needsSupport';

const problemsOf = (sources: Parameters<typeof parseConfig>[0]): unknown => {
  try {
    return parseConfig(sources);
  } catch (error) {
    return error;
  }
};

const meta = {
  title: 'App/Pages/Start-up error',
  component: StartupErrorPage,
  args: {
    error: problemsOf({
      env: { VITE_API_BASE_URL: 'https://api.genios.example', VITE_WS_BASE_URL: 'https://api.genios.example' },
      file: { providerBaseURL: 'https://provider.example' },
    }),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartupErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A build without its configuration: one line per problem, each naming its key. */
export const MissingAndMalformed: Story = {
  play: async ({ canvas, globals }) => {
    const heading = formatMessage(storyTexts(globals).pages.startupError.heading, { appName: 'Genios' });
    await expect(canvas.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const lines = canvas.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Unknown key "providerBaseURL" in /config.json; the keys are apiBaseUrl, wsBaseUrl, providerBaseUrl, providerPublicToken.',
      'Malformed configuration: wsBaseUrl "https://api.genios.example" (from VITE_WS_BASE_URL) must start with ws:// or wss://.',
      'Missing configuration: providerBaseUrl. Set VITE_PROVIDER_BASE_URL when building, or "providerBaseUrl" in /config.json.',
      'Missing configuration: providerPublicToken. Set VITE_PROVIDER_PUBLIC_TOKEN when building, or "providerPublicToken" in /config.json.',
    ]);
  },
};

/** Anything else that stops the start (an exception of the page itself) follows the error rule. */
export const OtherFailure: Story = {
  args: { error: new TypeError('document.cookie is not writable') },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(needsSupport(globals, 'document.cookie is not writable'));
  },
};
