import type { MfaIntents } from './intents';
import type { MfaView } from './view';
import { SmsOtpEnrollmentScreen } from './SmsOtpEnrollmentScreen';
import { fromEnrolledNumber, toEnrolledNumber } from './phoneNumber';

export interface SmsEnrollmentStepProps {
  intents: MfaIntents;
  view: Extract<MfaView, { screen: 'SmsOtpEnrollment' }>;
  onBack?: () => void;
}

/** Phone enrolment: the number as the member typed it, split into calling code and national number. */
export function SmsEnrollmentStep({ intents, view, onBack }: SmsEnrollmentStepProps) {
  return (
    <SmsOtpEnrollmentScreen
      view={{
        ...fromEnrolledNumber(view.enrolledNumber),
        sending: view.isSending,
        error: view.phoneError ?? view.errors.phone,
      }}
      onSubmit={(number, country) => {
        const { countryCode, phoneNumber } = toEnrolledNumber(number, country);
        void intents.submitPhone(countryCode, phoneNumber);
      }}
      onBack={onBack}
    />
  );
}
