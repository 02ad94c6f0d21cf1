import type { EmailMethod } from '../../flow';
import { EmailMethodButtons } from '../../screens/EmailMethodButtons';
import { FormError } from '../../screens/FormError';
import { useLoginTexts } from '../../screens/loginStrings';
import { ScreenLayout } from '../../screens/ScreenLayout';
import { nextTexts } from './texts';

export interface EmailMethodSelectionScreenView {
  /** The enabled e-mail methods, in the integrator's order. */
  methods: readonly EmailMethod[];
  /** Why the chosen method could not be sent. */
  error?: string;
}

export interface EmailMethodSelectionScreenProps {
  view: EmailMethodSelectionScreenView;
  onSelect: (method: EmailMethod) => void;
  onBack?: () => void;
}

/** Both e-mail methods are enabled: 'Email me a log in link' or 'Email me a log in code'. */
export function EmailMethodSelectionScreen({ view, onSelect, onBack }: EmailMethodSelectionScreenProps) {
  const { emailMethodSelection: texts } = useLoginTexts(nextTexts);
  return (
    <ScreenLayout heading={texts.heading} onBack={onBack}>
      <EmailMethodButtons
        methods={view.methods}
        labels={{ magic_link: texts.logInLink, email_otp: texts.logInCode }}
        onSelect={onSelect}
      />
      {view.error && <FormError message={view.error} />}
    </ScreenLayout>
  );
}
