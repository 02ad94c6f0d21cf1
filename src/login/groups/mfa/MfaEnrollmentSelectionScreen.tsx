import { Button } from '../../../ui/Button';
import type { MfaMethod } from '../../flow';
import type { ScreenProps } from '../define';
import type { MfaIntents } from './intents';
import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';
import type { MfaView } from './view';

/** MFA Enrollment Selection: the member picks the second factor to set up. */
export function MfaEnrollmentSelectionScreen({
  view,
  intents,
}: ScreenProps<Extract<MfaView, { screen: 'MfaEnrollmentSelection' }>, MfaIntents>) {
  const { mfaEnrollmentSelection: texts } = useTexts(mfaTexts);
  const optionTexts: Record<MfaMethod, string> = { totp: texts.useAuthenticatorApp, sms_otp: texts.textMeACode };
  return (
    <ScreenLayout heading={texts.heading}>
      <div css={stack(buttonGap)}>
        {view.methods.map((method, index) => (
          <Button
            key={method}
            variant={index === 0 ? 'midDay' : 'dawn'}
            fullWidth
            onClick={() => intents.chooseMfaMethod(method)}
          >
            {optionTexts[method]}
          </Button>
        ))}
      </div>
    </ScreenLayout>
  );
}
