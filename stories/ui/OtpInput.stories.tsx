import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput } from '../../src/ui/OtpInput';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: { label: 'Passcode', onComplete: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveValue('');
  },
};

export const TypingStripsNonDigits: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    await userEvent.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, ' 6');
    expect(input).toHaveValue('123456');
    await userEvent.type(input, '7');
    expect(input).toHaveValue('123456');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteCleansAndSubmits: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    await userEvent.click(input);
    await userEvent.paste('code: 987 654');
    expect(input).toHaveValue('987654');
    expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const Verifying: Story = {
  args: { verifying: true },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'Passcode' })).toBeDisabled();
    expect(canvas.getByRole('status')).toHaveTextContent('Verifying passcode...');
    expect(canvas.getByRole('progressbar', { name: 'Verifying passcode' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Invalid passcode, please try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid passcode, please try again.');
  },
};
