import { defineScreenGroup } from '../define';
import { mfaIntents } from './intents';
import { MfaEnrollmentSelectionScreen } from './MfaEnrollmentSelectionScreen';
import { RecoveryCodeEntryScreen } from './RecoveryCodeEntryScreen';
import { RecoveryCodeSaveScreen } from './RecoveryCodeSaveScreen';
import { SmsOtpEnrollmentScreen } from './SmsOtpEnrollmentScreen';
import { SmsOtpEntryScreen } from './SmsOtpEntryScreen';
import { mfaTexts } from './texts';
import { TotpEnrollmentManualScreen } from './TotpEnrollmentManualScreen';
import { TotpEnrollmentQrCodeScreen } from './TotpEnrollmentQrCodeScreen';
import { TotpEntryScreen } from './TotpEntryScreen';
import { mfaView } from './view';

/** The second-factor screens: one chunk, loaded when a member reaches the second factor. */
export default defineScreenGroup('mfa', {
  texts: mfaTexts,
  view: mfaView,
  intents: mfaIntents,
  perform: (intents, { type }) => {
    switch (type) {
      case 'sendSms':
        return intents.sendSms();
      case 'createTotp':
        return intents.createTotp();
      default:
        // A new MFA effect fails to compile here until it is named, rather than running another's intent.
        return type satisfies never;
    }
  },
  screens: {
    MfaEnrollmentSelection: MfaEnrollmentSelectionScreen,
    RecoveryCodeEntry: RecoveryCodeEntryScreen,
    RecoveryCodeSave: RecoveryCodeSaveScreen,
    SmsOtpEnrollment: SmsOtpEnrollmentScreen,
    SmsOtpEntry: SmsOtpEntryScreen,
    TotpEnrollmentQrCode: TotpEnrollmentQrCodeScreen,
    TotpEnrollmentManual: TotpEnrollmentManualScreen,
    TotpEntry: TotpEntryScreen,
  },
});
