import { EmailMethodButtons } from '../../screens/EmailMethodButtons';
import { FormError } from '../../screens/FormError';
import { useTexts } from '../../../ui/texts';
import { ScreenLayout } from '../../screens/ScreenLayout';
import type { ScreenProps } from '../define';
import type { NextIntents } from './intents';
import { nextTexts } from './texts';
import type { NextView } from './view';

/** Both e-mail methods are enabled: 'Email me a log in link' or 'Email me a log in code'. */
export function EmailMethodSelectionScreen({
  view,
  intents,
  back,
}: ScreenProps<Extract<NextView, { screen: 'EmailMethodSelection' }>, NextIntents>) {
  const { emailMethodSelection: texts } = useTexts(nextTexts);
  return (
    <ScreenLayout heading={texts.heading} onBack={back}>
      <EmailMethodButtons
        methods={view.methods}
        labels={{ magic_link: texts.logInLink, email_otp: texts.logInCode }}
        onSelect={(method) => void intents.chooseEmailMethod(method)}
      />
      {/* Why the chosen method could not be sent. */}
      {view.errors.form && <FormError message={view.errors.form} />}
    </ScreenLayout>
  );
}
