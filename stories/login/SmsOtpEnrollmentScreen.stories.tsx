import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { SmsOtpEnrollmentScreen } from '../../src/login/groups/mfa/SmsOtpEnrollmentScreen';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

const { duplicatePhoneNumber: duplicate, invalidPhoneNumber: invalid } = defaultLoginStrings.messages;

const meta = {
  title: 'Login/Screens/SMS OTP Enrollment',
  component: SmsOtpEnrollmentScreen,
  args: { view: { sending: false }, onSubmit: fn() },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof SmsOtpEnrollmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = 'Enter your phone number to set up Multi-Factor Authentication';

export const DefaultUnitedStates: Story = {
  play: async ({ canvas, args }) => {
    await expectHeadingFocused(canvas, heading);
    const country = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    expect(country.selectedOptions[0]).toHaveTextContent('+1 United States');
    expect(canvas.getByRole('option', { name: '+44 United Kingdom' })).toBeInTheDocument();
    expect(canvas.getAllByRole('option').length).toBeGreaterThan(200);
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAttribute('placeholder', '(123) 456-7890');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveValue('');
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TypedNumberFormatted: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '415');
    expect(phone).toHaveValue('(415)');
    await userEvent.type(phone, '5');
    expect(phone).toHaveValue('(415) 5');
    // Backspace over the space and ')' takes the digit before them, so deleting never sticks.
    await userEvent.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(415)');
    await userEvent.type(phone, '{Backspace}');
    expect(phone).toHaveValue('41');
    await userEvent.type(phone, '5a5.550123');
    expect(phone).toHaveValue('(415) 555-0123');
    expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith('+14155550123', 'US');
    phone.blur();
  },
};

export const EditingInTheMiddle: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '4155550123');
    // Replace the area code's last digit: the caret stays right after the digit typed.
    phone.setSelectionRange(3, 4);
    await userEvent.keyboard('9');
    expect(phone).toHaveValue('(419) 555-0123');
    expect(phone.selectionStart).toBe(4);
    await userEvent.keyboard('{Backspace}');
    expect(phone).toHaveValue('(415) 550-123');
    expect(phone.selectionStart).toBe(3);
    phone.blur();
  },
};

export const AnotherCountryChosen: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '07911123456');
    await userEvent.selectOptions(country, 'GB');
    expect(country).toHaveValue('GB');
    // The number is reformatted nationally for the new country.
    expect(phone).toHaveValue('07911 123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith('+447911123456', 'GB');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The number was refused: the raw digits were submitted behind the calling code. */
export const InvalidNumber: Story = {
  args: { view: { sending: false, phoneNumber: '555', error: invalid } },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveValue('(555)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(invalid);
    expect(canvas.getByText(invalid)).toBeVisible();
  },
};

export const SubmittingAnInvalidNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '123{Enter}');
    expect(args.onSubmit).toHaveBeenCalledOnce();
    expect(args.onSubmit).toHaveBeenCalledWith('+1123', 'US');
  },
};

export const DuplicateNumber: Story = {
  args: { view: { sending: false, country: 'GB', phoneNumber: '07911123456', error: duplicate } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveValue('07911 123456');
    expect(phone).toHaveAccessibleDescription(duplicate);
    expect(canvas.getByText(duplicate)).toBeVisible();
  },
};

export const Sending: Story = {
  args: { view: { sending: true, phoneNumber: '4155550123' } },
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveValue('(415) 555-0123');
    expect(phone).toBeEnabled();
    const button = canvas.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(phone, '{Enter}');
    expect(args.onSubmit).not.toHaveBeenCalled();
    phone.blur();
  },
};
