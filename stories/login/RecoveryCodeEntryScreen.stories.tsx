import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecoveryCodeEntryScreen } from '../../src/login/groups/mfa/RecoveryCodeEntryScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const empty = { screen: 'RecoveryCodeEntry', errors: {}, submitting: false } as const;

const meta = {
  title: 'Login/Screens/Recovery code entry',
  component: RecoveryCodeEntryScreen,
  args: { view: empty, intents: mfaIntentSpies(), back: undefined },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof RecoveryCodeEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    const { recoveryCodeEntry: texts, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    const field = canvas.getByRole('textbox', { name: texts.backupCode });
    expect(field).toHaveAttribute('placeholder', texts.placeholder);
    expect(canvas.getByRole('button', { name: common.continue })).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    expect(args.intents.submitRecoveryCode).not.toHaveBeenCalled();
    field.blur();
  },
};

/** Backup codes are submitted exactly as typed: not trimmed, not reformatted. */
export const TypedNotTrimmed: Story = {
  play: async ({ canvas, args, globals }) => {
    const { recoveryCodeEntry: texts, common } = storyTexts(globals).login;
    const field = canvas.getByRole('textbox', { name: texts.backupCode });
    await userEvent.type(field, '  ckss-2skx-EBOW ');
    const button = canvas.getByRole('button', { name: common.continue });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(args.intents.submitRecoveryCode).toHaveBeenCalledOnce();
    expect(args.intents.submitRecoveryCode).toHaveBeenCalledWith('  ckss-2skx-EBOW ');
    await userEvent.clear(field);
    expect(button).toBeDisabled();
  },
};

export const Verifying: Story = {
  args: { view: { ...empty, submitting: true } },
  play: async ({ canvas, args, globals }) => {
    const { recoveryCodeEntry: texts, common } = storyTexts(globals).login;
    const field = canvas.getByRole('textbox', { name: texts.backupCode });
    await userEvent.type(field, 'ckss-2skx-ebow{Enter}');
    const button = canvas.getByRole('button', { name: common.continue });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(args.intents.submitRecoveryCode).not.toHaveBeenCalled();
    field.blur();
  },
};

export const InvalidBackupCode: Story = {
  args: { view: { ...empty, errors: { code: 'Invalid backup code, please try again.' } } },
  play: async ({ canvas, globals }) => {
    const { recoveryCodeEntry: texts, messages } = storyTexts(globals).login;
    const field = canvas.getByRole('textbox', { name: texts.backupCode });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(messages.invalidBackupCode);
  },
};

export const WithBack: Story = {
  args: { back: fn() },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyTexts(globals).login.common.back }));
    expect(args.back).toHaveBeenCalledOnce();
  },
};
