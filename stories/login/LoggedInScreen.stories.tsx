import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { LoggedInScreen } from '../../src/login/groups/next/LoggedInScreen';
import { nextIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Logged in',
  component: LoggedInScreen,
  decorators: [withWidgetFrame],
  args: { view: { screen: 'LoggedIn', status: 'completing' }, intents: nextIntentSpies(), back: undefined },
} satisfies Meta<typeof LoggedInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggingIn: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const { loggedIn } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, loggedIn.loggingIn);
    // The decorative spinner under the heading.
    expect(canvasElement.querySelector('section span[aria-hidden="true"]')).toBeVisible();
    expect(canvas.queryByText(loggedIn.success)).toBeNull();
  },
};

export const Success: Story = {
  args: { view: { screen: 'LoggedIn', status: 'success' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const { loggedIn } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, loggedIn.success);
    expect(canvas.getByText(loggedIn.loggedIn)).toBeVisible();
    expect(canvasElement.querySelector('svg circle')).not.toBeNull();
    expect(canvas.queryByText(loggedIn.loggingIn)).toBeNull();
  },
};
