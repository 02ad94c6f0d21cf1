import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OTP_LENGTH } from '../../src/ui/otp';
import { OtpInput, type OtpInputProps } from '../../src/ui/OtpInput';

const meta = {
  title: 'Design system/OTP input',
  tags: ['autodocs'],
  component: OtpInput,
  args: { label: 'Passcode', onComplete: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const rejected = 'Invalid passcode, please try again.';

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', String(OTP_LENGTH));
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    expect(canvas.queryByRole('progressbar')).toBeNull();
    expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    expect(args.onComplete).not.toHaveBeenCalled();
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
    // A seventh digit is refused and does not submit again.
    await userEvent.type(input, '7');
    expect(input).toHaveValue('123456');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('123456');
    input.blur();
  },
};

export const PasteCleansAndSubmits: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    await userEvent.click(input);
    await userEvent.paste('code: 987 654');
    expect(input).toHaveValue('987654');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('987654');
    input.blur();
  },
};

export const PasteDigitsAtCaret: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    await userEvent.type(input, '12');
    await userEvent.paste('3-4');
    expect(input).toHaveValue('1234');
    expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.paste('5 6 7');
    expect(input).toHaveValue('123456');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('123456');
    input.blur();
  },
};

export const Verifying: Story = {
  args: { verifying: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toBeDisabled();
    await userEvent.type(input, '123456', { pointerEventsCheck: 0 });
    expect(input).toHaveValue('');
    expect(args.onComplete).not.toHaveBeenCalled();
    expect(canvas.getByRole('status')).toHaveTextContent('Verifying passcode...');
    const bar = canvas.getByRole('progressbar', { name: 'Verifying passcode' });
    expect(bar).toBeVisible();
    expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithError: Story = {
  args: { error: rejected },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Passcode' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(rejected);
    expect(canvas.getByText(rejected)).toHaveAttribute('aria-live', 'polite');
  },
};

/** The login flow around the input: verify on six digits, reject, retype over the selected code. */
function RejectingVerifier(args: OtpInputProps) {
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <OtpInput
      {...args}
      verifying={verifying}
      error={error}
      onComplete={(code) => {
        args.onComplete(code);
        setError(undefined);
        setVerifying(true);
        setTimeout(() => {
          setVerifying(false);
          setError(rejected);
        }, 100);
      }}
    />
  );
}

export const RejectedThenRetyped: Story = {
  render: (args) => <RejectingVerifier {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Passcode' });
    await userEvent.type(input, '111111');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('111111');
    expect(input).toBeDisabled();
    expect(canvas.getByRole('status')).toHaveTextContent('Verifying passcode...');
    await waitFor(() => expect(input).toHaveAccessibleDescription(rejected));
    expect(input).toBeEnabled();
    expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // Focus comes back with the rejected code selected, so typing replaces it.
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, OTP_LENGTH]);
    await userEvent.keyboard('222222');
    expect(args.onComplete).toHaveBeenCalledTimes(2);
    expect(args.onComplete).toHaveBeenLastCalledWith('222222');
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('222222');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
