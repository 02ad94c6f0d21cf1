import { Button } from '../../../ui/Button';
import type { MfaMethod } from '../../flow';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { buttonGap, stack } from '../../screens/screenStyles';
import { mfaTexts } from './texts';

export interface MfaEnrollmentSelectionView {
  /** The methods on offer, already filtered and in the integrator's order (mfaProductOrder, then the rest). */
  methods: readonly MfaMethod[];
}

export interface MfaEnrollmentSelectionScreenProps {
  view: MfaEnrollmentSelectionView;
  onSelect: (method: MfaMethod) => void;
}

/** MFA Enrollment Selection: the member picks the second factor to set up. */
export function MfaEnrollmentSelectionScreen({ view, onSelect }: MfaEnrollmentSelectionScreenProps) {
  const { mfaEnrollmentSelection: texts } = useLoginTexts(mfaTexts);
  const optionTexts: Record<MfaMethod, string> = { totp: texts.useAuthenticatorApp, sms_otp: texts.textMeACode };
  return (
    <ScreenLayout heading={texts.heading}>
      <div css={stack(buttonGap)}>
        {view.methods.map((method, index) => (
          <Button key={method} variant={index === 0 ? 'midDay' : 'dawn'} fullWidth onClick={() => onSelect(method)}>
            {optionTexts[method]}
          </Button>
        ))}
      </div>
    </ScreenLayout>
  );
}
