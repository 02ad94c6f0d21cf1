import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecoveryCodeEntryScreen } from '../../src/login/groups/mfa/RecoveryCodeEntryScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const meta = {
  title: 'Login/Screens/Recovery Code Entry',
  component: RecoveryCodeEntryScreen,
  args: { view: { verifying: false }, onSubmit: fn() },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof RecoveryCodeEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, 'Enter backup code');
    const field = canvas.getByRole('textbox', { name: 'Backup code' });
    expect(field).toHaveAttribute('placeholder', 'Enter backup code');
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, '{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    field.blur();
  },
};

/** Backup codes are submitted exactly as typed: not trimmed, not reformatted. */
export const TypedNotTrimmed: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Backup code' });
    await userEvent.type(field, '  ckss-2skx-EBOW ');
    const button = canvas.getByRole('button', { name: 'Continue' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith('  ckss-2skx-EBOW ');
    await userEvent.clear(field);
    expect(button).toBeDisabled();
  },
};

export const Verifying: Story = {
  args: { view: { verifying: true } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Backup code' });
    await userEvent.type(field, 'ckss-2skx-ebow{Enter}');
    const button = canvas.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(args.onSubmit).not.toHaveBeenCalled();
    field.blur();
  },
};

export const InvalidBackupCode: Story = {
  args: { view: { verifying: false, error: 'Invalid backup code, please try again.' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Backup code' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid backup code, please try again.');
  },
};

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
  },
};
