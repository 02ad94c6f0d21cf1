import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Field } from './Field';
import { focusRing } from './focus';
import { inputStyle } from './inputStyle';
import type { TextInputProps } from './TextInput';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A labelled password input with a show/hide toggle inside the field. */
export function PasswordInput({ label, hint, error, autoComplete = 'current-password', ...input }: PasswordInputProps) {
  const theme = useTheme();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div css={{ position: 'relative' }}>
          <input
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            css={[inputStyle(theme), { paddingRight: 64 }]}
            {...input}
            {...control}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
            disabled={input.disabled}
            css={[
              {
                position: 'absolute',
                right: 4,
                top: 4,
                bottom: 4,
                padding: '0 8px',
                border: 'none',
                borderRadius: theme.inputs.borderRadius,
                background: 'transparent',
                color: theme.colors.primary,
                font: 'inherit',
                fontSize: theme.fonts.smallSize,
                fontWeight: 700,
                cursor: 'pointer',
              },
              focusRing(theme),
            ]}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  );
}
