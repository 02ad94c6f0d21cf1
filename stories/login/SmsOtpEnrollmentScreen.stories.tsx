import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CountryCode } from 'libphonenumber-js';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { countryOptions } from '../../src/login/groups/mfa/CountryOptions';
import { SmsOtpEnrollmentScreen } from '../../src/login/groups/mfa/SmsOtpEnrollmentScreen';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { mfaIntentSpies } from './intentSpies';
import { expectHeadingFocused } from './storyChecks';
import { withWidgetFrame } from './WidgetFrame';

// The flow's messages as args, in English: the preview puts them in the story's locale.
const { duplicatePhoneNumber: duplicate, invalidPhoneNumber: invalid } = defaultLoginStrings.messages;

/** A first enrolment: the default country and no number yet. */
const empty = {
  screen: 'SmsOtpEnrollment',
  country: 'US',
  phoneNumber: '',
  isSending: false,
  phoneError: null,
} as const;

const meta = {
  title: 'Login/Screens/SMS OTP enrollment',
  component: SmsOtpEnrollmentScreen,
  args: { view: empty, intents: mfaIntentSpies(), back: undefined },
  decorators: [withWidgetFrame],
} satisfies Meta<typeof SmsOtpEnrollmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the country select shows for a country ('+44 United Kingdom'): data of the browser's, not a catalogue text. */
const countryLabel = (country: CountryCode) => countryOptions().find((option) => option.country === country)!.label;

export const DefaultUnitedStates: Story = {
  play: async ({ canvas, args, globals }) => {
    const { smsOtpEnrollment: texts, common } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, texts.heading);
    const country = canvas.getByRole<HTMLSelectElement>('combobox', { name: texts.country });
    expect(country).toHaveValue('US');
    expect(country.selectedOptions[0]).toHaveTextContent(countryLabel('US'));
    expect(canvas.getByRole('option', { name: countryLabel('GB') })).toBeInTheDocument();
    expect(canvas.getAllByRole('option').length).toBeGreaterThan(200);
    const phone = canvas.getByRole('textbox', { name: texts.phoneNumber });
    expect(phone).toHaveAttribute('placeholder', texts.phonePlaceholder);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveValue('');
    expect(canvas.getByRole('button', { name: common.continue })).toBeDisabled();
    expect(canvas.queryByRole('button', { name: common.back })).toBeNull();
    expect(args.intents.submitPhone).not.toHaveBeenCalled();
  },
};

export const TypedNumberFormatted: Story = {
  play: async ({ canvas, args, globals }) => {
    const { smsOtpEnrollment: texts, common } = storyTexts(globals).login;
    const phone = canvas.getByRole<HTMLInputElement>('textbox', { name: texts.phoneNumber });
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
    expect(canvas.getByRole('button', { name: common.continue })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(args.intents.submitPhone).toHaveBeenCalledOnce();
    expect(args.intents.submitPhone).toHaveBeenCalledWith('+14155550123', 'US');
    phone.blur();
  },
};

export const EditingInTheMiddle: Story = {
  play: async ({ canvas, globals }) => {
    const { smsOtpEnrollment: texts } = storyTexts(globals).login;
    const phone = canvas.getByRole<HTMLInputElement>('textbox', { name: texts.phoneNumber });
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
  args: { back: fn() },
  play: async ({ canvas, args, globals }) => {
    const { smsOtpEnrollment: texts, common } = storyTexts(globals).login;
    const country = canvas.getByRole('combobox', { name: texts.country });
    const phone = canvas.getByRole('textbox', { name: texts.phoneNumber });
    await userEvent.type(phone, '07911123456');
    await userEvent.selectOptions(country, 'GB');
    expect(country).toHaveValue('GB');
    // The number is reformatted nationally for the new country.
    expect(phone).toHaveValue('07911 123456');
    await userEvent.click(canvas.getByRole('button', { name: common.continue }));
    expect(args.intents.submitPhone).toHaveBeenCalledOnce();
    expect(args.intents.submitPhone).toHaveBeenCalledWith('+447911123456', 'GB');
    await userEvent.click(canvas.getByRole('button', { name: common.back }));
    expect(args.back).toHaveBeenCalledOnce();
  },
};

/** The number was refused: the raw digits were submitted behind the calling code. */
export const InvalidNumber: Story = {
  args: { view: { ...empty, phoneNumber: '555', phoneError: invalid } },
  play: async ({ canvas, globals }) => {
    const { smsOtpEnrollment: texts, messages } = storyTexts(globals).login;
    const phone = canvas.getByRole('textbox', { name: texts.phoneNumber });
    expect(phone).toHaveValue('(555)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(messages.invalidPhoneNumber);
    expect(canvas.getByText(messages.invalidPhoneNumber)).toBeVisible();
  },
};

export const SubmittingAnInvalidNumber: Story = {
  play: async ({ canvas, args, globals }) => {
    const { smsOtpEnrollment: texts } = storyTexts(globals).login;
    await userEvent.type(canvas.getByRole('textbox', { name: texts.phoneNumber }), '123{Enter}');
    expect(args.intents.submitPhone).toHaveBeenCalledOnce();
    expect(args.intents.submitPhone).toHaveBeenCalledWith('+1123', 'US');
  },
};

export const DuplicateNumber: Story = {
  args: { view: { ...empty, country: 'GB', phoneNumber: '07911123456', phoneError: duplicate } },
  play: async ({ canvas, globals }) => {
    const { smsOtpEnrollment: texts, messages } = storyTexts(globals).login;
    expect(canvas.getByRole('combobox', { name: texts.country })).toHaveValue('GB');
    const phone = canvas.getByRole('textbox', { name: texts.phoneNumber });
    expect(phone).toHaveValue('07911 123456');
    expect(phone).toHaveAccessibleDescription(messages.duplicatePhoneNumber);
    expect(canvas.getByText(messages.duplicatePhoneNumber)).toBeVisible();
  },
};

export const Sending: Story = {
  args: { view: { ...empty, isSending: true, phoneNumber: '4155550123' } },
  play: async ({ canvas, args, globals }) => {
    const { smsOtpEnrollment: texts, common } = storyTexts(globals).login;
    const phone = canvas.getByRole('textbox', { name: texts.phoneNumber });
    expect(phone).toHaveValue('(415) 555-0123');
    expect(phone).toBeEnabled();
    const button = canvas.getByRole('button', { name: common.continue });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(phone, '{Enter}');
    expect(args.intents.submitPhone).not.toHaveBeenCalled();
    phone.blur();
  },
};
