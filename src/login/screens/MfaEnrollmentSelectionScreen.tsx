import { Button } from '../../ui/Button';
import type { MfaMethod } from '../flow';
import { ScreenLayout } from './ScreenLayout';
import { buttonGap, stack } from './screenStyles';

const optionTexts: Record<MfaMethod, string> = {
  totp: 'Use an authenticator app',
  sms_otp: 'Text me a code',
};

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
  return (
    <ScreenLayout heading="Set up Multi-Factor Authentication">
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
