import type { ReactNode } from 'react';
import { TextInput } from '../../ui/TextInput';
import { useTexts } from '../../ui/texts';
import { firstTexts } from '../strings';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** 'username' where a password follows, so password managers pair the two fields. */
  autoComplete?: 'email' | 'username';
}

/** The widget's e-mail field: labelled 'Email', required, typed e-mail, with the shared placeholder. */
export function EmailField({ value, onChange, error, autoComplete = 'email' }: EmailFieldProps) {
  const { common } = useTexts(firstTexts);
  return (
    <TextInput
      label={common.email}
      type="email"
      name="email"
      required
      autoComplete={autoComplete}
      placeholder={common.emailPlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
