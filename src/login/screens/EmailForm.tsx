import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { isEmailAddress } from '../flow';
import { EmailField } from './EmailField';
import { useTexts } from '../../ui/texts';
import { firstTexts } from '../strings';
import { formGap, stack } from './screenStyles';

export interface EmailFormProps {
  /** The submit button's text ('Continue with email', 'Continue'). */
  submitLabel: string;
  /** Called with the trimmed address once it passes the local check. */
  onSubmit: (email: string) => void;
  /** An error from the last attempt, shown under the field until the address is edited. */
  error?: string;
  defaultEmail?: string;
  /** Shown under the button (e.g. 'Use a password instead'). */
  footer?: ReactNode;
  /** The address is on its way: the button spins. */
  submitting?: boolean;
}

/** An e-mail field (required, type email) and a full-width submit button. */
export function EmailForm({
  submitLabel,
  onSubmit,
  error,
  defaultEmail = '',
  footer,
  submitting = false,
}: EmailFormProps) {
  const { messages } = useTexts(firstTexts);
  const [email, setEmail] = useState(defaultEmail);
  const [localError, setLocalError] = useState<string>();
  const [edited, setEdited] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) return setLocalError(messages.invalidEmailAddress);
    setEdited(false);
    onSubmit(email.trim());
  };

  return (
    // noValidate: the field's own inline message replaces the browser's bubble.
    <form noValidate onSubmit={submit} css={stack(formGap)}>
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setLocalError(undefined);
          setEdited(true);
        }}
        error={localError ?? (edited ? undefined : error)}
      />
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
