import type { WidgetFlow } from '../../widget/controller';
import type { MfaView } from './view';
import { SmsOtpEnrollmentScreen } from './SmsOtpEnrollmentScreen';
import { fromEnrolledNumber, toEnrolledNumber } from './phoneNumber';

export interface SmsEnrollmentStepProps {
  flow: WidgetFlow;
  view: Extract<MfaView, { screen: 'SmsOtpEnrollment' }>;
  onBack?: () => void;
}

/**
 * Phone enrolment, in its own chunk: it alone needs libphonenumber-js's metadata, the largest dependency of the widget, which
 * every other member of the login page would otherwise download for nothing.
 */
export default function SmsEnrollmentStep({ flow, view, onBack }: SmsEnrollmentStepProps) {
  return (
    <SmsOtpEnrollmentScreen
      view={{
        ...fromEnrolledNumber(view.enrolledNumber),
        sending: view.isSending,
        error: view.phoneError ?? view.errors.phone,
      }}
      onSubmit={(number, country) => {
        const { countryCode, phoneNumber } = toEnrolledNumber(number, country);
        void flow.submitPhone(countryCode, phoneNumber);
      }}
      onBack={onBack}
    />
  );
}
