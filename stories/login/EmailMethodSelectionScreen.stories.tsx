import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { EmailMethodSelectionScreen } from '../../src/login/groups/next/EmailMethodSelectionScreen';
import type { NextView } from '../../src/login/groups/next/view';
import { nextIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

/** Both methods, in the integrator's order; no send has failed. */
const linkOrCode: Extract<NextView, { screen: 'EmailMethodSelection' }> = {
  screen: 'EmailMethodSelection',
  methods: ['magic_link', 'email_otp'],
  errors: {},
  submitting: false,
};

const meta = {
  title: 'Login/Screens/Email method selection',
  component: EmailMethodSelectionScreen,
  decorators: [withWidgetFrame],
  args: { view: linkOrCode, intents: nextIntentSpies(), back: fn() },
} satisfies Meta<typeof EmailMethodSelectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinkOrCode: Story = {
  play: async ({ canvas, args, globals }) => {
    const { emailMethodSelection, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, emailMethodSelection.heading);
    await userEvent.click(canvas.getByRole('button', { name: emailMethodSelection.logInLink }));
    expect(args.intents.chooseEmailMethod).toHaveBeenCalledWith('magic_link');
    await userEvent.click(canvas.getByRole('button', { name: emailMethodSelection.logInCode }));
    expect(args.intents.chooseEmailMethod).toHaveBeenLastCalledWith('email_otp');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CodeFirst: Story = {
  args: { view: { ...linkOrCode, methods: ['email_otp', 'magic_link'] } },
  play: async ({ canvas, globals }) => {
    const { emailMethodSelection } = storyTexts(globals).login;
    // The back arrow is named by its aria-label and has no text.
    const labels = canvas
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    expect(labels).toEqual([emailMethodSelection.logInCode, emailMethodSelection.logInLink]);
  },
};

export const CodeOnly: Story = {
  args: { view: { ...linkOrCode, methods: ['email_otp'] } },
  play: async ({ canvas, globals }) => {
    const { emailMethodSelection } = storyTexts(globals).login;
    expect(canvas.getByRole('button', { name: emailMethodSelection.logInCode })).toBeVisible();
    expect(canvas.queryByRole('button', { name: emailMethodSelection.logInLink })).toBeNull();
  },
};

/** The chosen method could not be sent: the flow's message under the options. */
export const SendFailed: Story = {
  args: {
    view: {
      ...linkOrCode,
      errors: {
        form: 'We were unable to send a passcode to the entered email address. Please try another email address, or contact your admin if you think this is a mistake.',
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const { messages } = storyTexts(globals).login;
    expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailSendFailure);
  },
};
