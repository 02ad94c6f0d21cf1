import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OTP_LENGTH } from '../../src/ui/otp';
import { OtpInput, type OtpInputProps } from '../../src/ui/OtpInput';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { StateGrid, stateCell } from './StateGrid';

const meta = {
  title: 'Design system/OTP input',
  tags: ['autodocs'],
  component: OtpInput,
  args: { label: 'Passcode', onComplete: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's texts the field shows, in the locale in use: its label, the rejection, the verifying status. */
const otpTexts = (globals: Record<string, unknown>) => {
  const { login, ui } = storyTexts(globals);
  return { passcode: login.otpEntry.passcode, rejected: login.messages.invalidPasscode, ...ui.otp };
};

/** The catalogue's rejection, as the flow writes it (the preview shows it in the locale in use). */
const rejected = 'Invalid passcode, please try again.';

export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: otpTexts(globals).passcode });
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
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: otpTexts(globals).passcode });
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
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: otpTexts(globals).passcode });
    await userEvent.click(input);
    await userEvent.paste('code: 987 654');
    expect(input).toHaveValue('987654');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('987654');
    input.blur();
  },
};

export const PasteDigitsAtCaret: Story = {
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: otpTexts(globals).passcode });
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
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: otpTexts(globals).passcode });
    expect(input).toBeDisabled();
    await userEvent.type(input, '123456', { pointerEventsCheck: 0 });
    expect(input).toHaveValue('');
    expect(args.onComplete).not.toHaveBeenCalled();
    const { verifying, verifyingProgress } = otpTexts(globals);
    expect(canvas.getByRole('status')).toHaveTextContent(verifying);
    const bar = canvas.getByRole('progressbar', { name: verifyingProgress });
    expect(bar).toBeVisible();
    expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithError: Story = {
  args: { error: rejected },
  play: async ({ canvas, globals }) => {
    const texts = otpTexts(globals);
    const input = canvas.getByRole('textbox', { name: texts.passcode });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(texts.rejected);
    expect(canvas.getByText(texts.rejected)).toHaveAttribute('aria-live', 'polite');
  },
};

/**
 * When the stand-in verifier answers: a moment after the code for a designer trying the story; when the play
 * says, in a test, so the play sees "verifying" however long its typing took on a busy machine.
 */
function verdicts() {
  let held = false;
  const waiting: Array<() => void> = [];
  return {
    hold: () => (held = true),
    release: () => waiting.splice(0).forEach((answer) => answer()),
    next: () => new Promise<void>((answer) => (held ? waiting.push(answer) : setTimeout(answer, 100))),
  };
}
type Verdicts = ReturnType<typeof verdicts>;

/** The login flow around the input: verify on six digits, reject, retype over the selected code. */
function RejectingVerifier({ rejection, verdict, ...args }: OtpInputProps & { rejection: string; verdict: Verdicts }) {
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
        void verdict.next().then(() => {
          setVerifying(false);
          setError(rejection);
        });
      }}
    />
  );
}

const verdictOf = (loaded: Record<string, unknown>) => loaded.verdict as Verdicts;

export const RejectedThenRetyped: Story = {
  loaders: [() => ({ verdict: verdicts() })],
  render: (args, { globals, loaded }) => (
    <RejectingVerifier {...args} rejection={otpTexts(globals).rejected} verdict={verdictOf(loaded)} />
  ),
  play: async ({ canvas, args, globals, loaded }) => {
    const texts = otpTexts(globals);
    const verdict = verdictOf(loaded);
    verdict.hold();
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: texts.passcode });
    await userEvent.type(input, '111111');
    expect(args.onComplete).toHaveBeenCalledOnce();
    expect(args.onComplete).toHaveBeenCalledWith('111111');
    await waitFor(() => expect(input).toBeDisabled());
    expect(canvas.getByRole('status')).toHaveTextContent(texts.verifying);
    verdict.release();
    await waitFor(() => expect(input).toHaveAccessibleDescription(texts.rejected));
    expect(input).toBeEnabled();
    expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // Focus comes back with the rejected code selected, so typing replaces it.
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, OTP_LENGTH]);
    await userEvent.keyboard('222222');
    expect(args.onComplete).toHaveBeenCalledTimes(2);
    expect(args.onComplete).toHaveBeenLastCalledWith('222222');
    await waitFor(() => expect(input).toBeDisabled());
    verdict.release();
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('222222');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

const otpStates = ['empty', 'typing', 'invalid', 'verifying'] as const;
type OtpState = (typeof otpStates)[number];

/** What puts the field in each state: the rejection (the catalogue's), or verifying; the play types in 'typing'. */
const otpStateProps = (state: OtpState, rejection: string): Partial<OtpInputProps> =>
  ({ empty: {}, typing: {}, invalid: { error: rejection }, verifying: { verifying: true } })[state];

/** Every state of the passcode field, side by side; the play types the first digits of a code in one. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <StateGrid states={otpStates}>
      {(state) => <OtpInput {...args} {...otpStateProps(state, otpTexts(globals).rejected)} />}
    </StateGrid>
  ),
  play: async ({ canvas, args, globals }) => {
    const texts = otpTexts(globals);
    const field = (state: OtpState) => stateCell(canvas, state).getByRole('textbox', { name: texts.passcode });
    expect(field('empty')).toHaveValue('');
    await userEvent.type(field('typing'), '123');
    expect(field('typing')).toHaveValue('123');
    expect(args.onComplete).not.toHaveBeenCalled();
    expect(field('invalid')).toHaveAttribute('aria-invalid', 'true');
    expect(field('invalid')).toHaveAccessibleDescription(texts.rejected);
    expect(field('verifying')).toBeDisabled();
    expect(stateCell(canvas, 'verifying').getByRole('status')).toHaveTextContent(texts.verifying);
    expect(stateCell(canvas, 'verifying').getByRole('progressbar', { name: texts.verifyingProgress })).toBeVisible();
    field('typing').blur();
  },
};
