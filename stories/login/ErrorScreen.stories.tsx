import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatMessage } from '../../src/core/message';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { ErrorScreen } from '../../src/login/groups/next/ErrorScreen';
import { nextIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** The flow writes the screen's texts from the catalogue: the stories pass its English, the preview localizes it. */
const { error: errorTexts, oneTap } = defaultLoginStrings;
const ERROR_HEADING = errorTexts.heading;
/** One Tap's reason, with a link to the integrator's documentation in it. */
const documentedReason = 'oauth_config_not_found. See https://docs.example.com/one-tap for setup.';

const meta = {
  title: 'Login/Screens/Error',
  component: ErrorScreen,
  decorators: [withWidgetFrame],
  args: {
    view: { screen: 'Error', heading: ERROR_HEADING, message: errorTexts.default, canGoBack: true },
    intents: nextIntentSpies(),
    back: undefined,
  },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvas, args, globals }) => {
    const { error, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, error.heading);
    expect(canvas.getByText(error.default)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.intents.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutBack: Story = {
  args: {
    view: {
      screen: 'Error',
      heading: ERROR_HEADING,
      message: errorTexts.organization,
      canGoBack: false,
    },
  },
  play: async ({ canvas, globals }) => {
    const { error, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, error.heading);
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
    expect(canvas.getByText(error.organization)).toBeVisible();
  },
};

export const DocumentationLink: Story = {
  args: {
    view: {
      screen: 'Error',
      heading: ERROR_HEADING,
      message: formatMessage(oneTap.couldNotLoad, { reason: documentedReason }),
      canGoBack: true,
    },
  },
  play: async ({ canvas, globals }) => {
    const { oneTap } = storyTexts(globals).login;
    const link = canvas.getByRole('link', { name: 'https://docs.example.com/one-tap' });
    expect(link).toHaveAttribute('href', 'https://docs.example.com/one-tap');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.parentElement).toHaveTextContent(formatMessage(oneTap.couldNotLoad, { reason: documentedReason }));
  },
};
