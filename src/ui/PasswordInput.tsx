import { useTheme } from '@emotion/react';
import { forwardRef, useState } from 'react';
import { focusRing } from './focus';
import { TextInput, type TextInputProps } from './TextInput';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'trailing'> {
  /** The toggle's texts ('Show' / 'Hide') and names ('Show password' / 'Hide password'); the design system's by default. */
  toggleTexts?: { show: string; hide: string; showPassword: string; hidePassword: string };
}

/** A labelled password input with a show/hide toggle inside the field. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { autoComplete = 'current-password', disabled, toggleTexts: given, ...props },
  ref,
) {
  const theme = useTheme();
  const { passwordToggle } = useTexts(uiTexts);
  const toggleTexts = given ?? passwordToggle;
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      aria-pressed={visible}
      aria-label={visible ? toggleTexts.hidePassword : toggleTexts.showPassword}
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
      {visible ? toggleTexts.hide : toggleTexts.show}
    </button>
  );
  return (
    <TextInput
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      trailing={toggle}
    />
  );
});
