import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailMethodSelectionScreen } from '../../src/login/groups/next/EmailMethodSelectionScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Email method selection',
  component: EmailMethodSelectionScreen,
  decorators: [withWidgetFrame],
  args: { view: { methods: ['magic_link', 'email_otp'] }, onSelect: fn(), onBack: fn() },
} satisfies Meta<typeof EmailMethodSelectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinkOrCode: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, "Select how you'd like to continue.");
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a log in link' }));
    expect(args.onSelect).toHaveBeenCalledWith('magic_link');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a log in code' }));
    expect(args.onSelect).toHaveBeenLastCalledWith('email_otp');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CodeFirst: Story = {
  args: { view: { methods: ['email_otp', 'magic_link'] } },
  play: async ({ canvas }) => {
    const labels = canvas
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.startsWith('Email'));
    expect(labels).toEqual(['Email me a log in code', 'Email me a log in link']);
  },
};

export const CodeOnly: Story = {
  args: { view: { methods: ['email_otp'] } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Email me a log in code' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Email me a log in link' })).toBeNull();
  },
};

/** The chosen method could not be sent: the flow's message under the options. */
export const SendFailed: Story = {
  args: {
    view: {
      methods: ['magic_link', 'email_otp'],
      error:
        'We were unable to send a passcode to the entered email address. Please try another email address, or contact your admin if you think this is a mistake.',
    },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent(/We were unable to send a passcode/);
  },
};
