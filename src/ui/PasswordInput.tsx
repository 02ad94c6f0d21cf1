import { useTheme } from '@emotion/react';
import { forwardRef, useState } from 'react';
import { focusRing } from './focus';
import { TextInput, type TextInputProps } from './TextInput';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'trailing'> {
  /** The toggle's texts ('Show' / 'Hide'); the design system's by default. */
  toggleTexts?: { show: string; hide: string };
}

/**
 * A labelled password input with a show/hide toggle inside the field. The toggle is named by what it shows and
 * the field's label ('Show Password'): a name that contains its visible word in every translation (a speech user
 * says what they see), and that tells fields apart. Its word changes with the state, so, as a toggle whose label
 * changes, it carries no aria-pressed.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { autoComplete = 'current-password', disabled, toggleTexts: given, label, ...props },
  ref,
) {
  const theme = useTheme();
  const { passwordToggle } = useTexts(uiTexts);
  const toggleTexts = given ?? passwordToggle;
  const [visible, setVisible] = useState(false);
  const word = visible ? toggleTexts.hide : toggleTexts.show;
  const toggle = (
    <button
      type="button"
      aria-label={`${word} ${label}`}
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
      {word}
    </button>
  );
  return (
    <TextInput
      {...props}
      label={label}
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      trailing={toggle}
    />
  );
});
