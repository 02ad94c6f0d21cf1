import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { useTexts } from '../../../ui/texts';
import { firstTexts } from '../../strings';
import { PhoneInput, type PhoneValue } from './PhoneInput';
import { formatPhoneNumber, phoneNumberForSubmit } from './PhoneNumberFormat';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { formGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

/** SMS OTP Enrollment: the member gives the phone number that will receive their codes. */
export function SmsOtpEnrollmentScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<MfaView, { screen: 'SmsOtpEnrollment' }>, MfaIntents>) {
  const [phone, setPhone] = useState<PhoneValue>(() => ({
    country: view.country,
    number: formatPhoneNumber(view.phoneNumber, view.country),
  }));
  const { common } = useTexts(firstTexts);
  const { smsOtpEnrollment } = useTexts(mfaTexts);
  const empty = !/\d/.test(phone.number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || view.isSending) return;
    void intents.submitPhone(phoneNumberForSubmit(phone.number, phone.country), phone.country);
  };

  return (
    <ScreenLayout heading={smsOtpEnrollment.heading} onBack={back}>
      <form noValidate onSubmit={submit} css={stack(formGap)}>
        <PhoneInput value={phone} onChange={setPhone} error={view.phoneError ?? undefined} />
        {/* The fields stay enabled while sending, so focus stays put and a refused number can be fixed. */}
        <Button type="submit" fullWidth disabled={empty} loading={view.isSending}>
          {common.continue}
        </Button>
      </form>
    </ScreenLayout>
  );
}
