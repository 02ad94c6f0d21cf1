import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { focusRing } from './focus';
import { TextInput, type TextInputProps } from './TextInput';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'trailing'>;

/** A labelled password input with a show/hide toggle inside the field. */
export function PasswordInput({ autoComplete = 'current-password', disabled, ...props }: PasswordInputProps) {
  const theme = useTheme();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      aria-pressed={visible}
      aria-label={visible ? 'Hide password' : 'Show password'}
      onClick={() => setVisible((shown) => !shown)}
      disabled={disabled}
      css={[
        {
          padding: '0 8px',
          border: 'none',
          borderRadius: theme.inputs.borderRadius,
          background: 'transparent',
          color: theme.colors.primary,
          fontFamily: theme.fonts.family,
          fontSize: theme.fonts.smallSize,
          fontWeight: 700,
          cursor: 'pointer',
          ':disabled': { color: theme.colors.mutedText, cursor: 'not-allowed' },
        },
        focusRing(theme),
      ]}
    >
      {visible ? 'Hide' : 'Show'}
    </button>
  );
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      trailing={toggle}
    />
  );
}
