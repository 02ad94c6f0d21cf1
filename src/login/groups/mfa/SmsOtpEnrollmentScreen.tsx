import type { CountryCode } from 'libphonenumber-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { DEFAULT_COUNTRY } from './CountryOptions';
import { useLoginTexts } from '../../screens/loginStrings';
import { PhoneInput, type PhoneValue } from './PhoneInput';
import { formatPhoneNumber, phoneNumberForSubmit } from './PhoneNumberFormat';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export interface SmsOtpEnrollmentView {
  /** The number entered before (coming back to change it); US and empty otherwise. */
  country?: CountryCode;
  phoneNumber?: string;
  /** The code is being sent to the number. */
  sending: boolean;
  /** Why the number was refused: 'Invalid phone number, please try again.' or the duplicate-number text. */
  error?: string;
}

export interface SmsOtpEnrollmentScreenProps {
  view: SmsOtpEnrollmentView;
  /** The number in E.164 when it parses for the country, else the raw digits behind the calling code. */
  onSubmit: (phoneNumber: string, country: CountryCode) => void;
  onBack?: () => void;
}

/** SMS OTP Enrollment: the member gives the phone number that will receive their codes. */
export function SmsOtpEnrollmentScreen({ view, onSubmit, onBack }: SmsOtpEnrollmentScreenProps) {
  const [phone, setPhone] = useState<PhoneValue>(() => {
    const country = view.country ?? DEFAULT_COUNTRY;
    return { country, number: formatPhoneNumber(view.phoneNumber ?? '', country) };
  });
  const { common, smsOtpEnrollment } = useLoginTexts(mfaTexts);
  const empty = !/\d/.test(phone.number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || view.sending) return;
    onSubmit(phoneNumberForSubmit(phone.number, phone.country), phone.country);
  };

  return (
    <ScreenLayout heading={smsOtpEnrollment.heading} onBack={onBack}>
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        <PhoneInput value={phone} onChange={setPhone} error={view.error} />
        {/* The fields stay enabled while sending, so focus stays put and a refused number can be fixed. */}
        <Button type="submit" fullWidth disabled={empty} loading={view.sending}>
          {common.continue}
        </Button>
      </form>
    </ScreenLayout>
  );
}
