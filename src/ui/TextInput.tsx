import { useTheme } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';
import { inputStyle } from './inputStyle';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Always visible: placeholders are not labels. */
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled single-line input. */
export function TextInput({ label, hint, error, ...input }: TextInputProps) {
  const theme = useTheme();
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input type="text" css={inputStyle(theme)} {...input} {...control} />}
    </Field>
  );
}
