import { css, useTheme, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import type { ButtonSize, ButtonTheme } from '../theme';
import { focusRing } from './focus';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Colour theme: dawn (light), midDay (primary), dusk (dark). */
  variant?: ButtonTheme;
  /** Height, padding and type size, from the theme: large (default), medium, small, extra-small. */
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /** Fills its container's width, as the widget's form buttons do. */
  fullWidth?: boolean;
}

const buttonStyle = (theme: Theme, variant: ButtonTheme, size: ButtonSize, fullWidth: boolean) => {
  const palette = theme.buttons.themes[variant];
  const metrics = theme.buttons.sizes[size];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    width: ${fullWidth ? '100%' : 'auto'};
    min-height: ${metrics.height}px;
    padding: 0 ${metrics.paddingX}px;
    font-family: ${theme.fonts.family};
    font-size: ${metrics.fontSize}px;
    font-weight: 700;
    color: ${palette.color};
    background: ${palette.background};
    border: 1px solid ${palette.border};
    border-radius: ${theme.buttons.borderRadius}px;
    cursor: pointer;
    transition: background 120ms ease;
    &:hover:not(:disabled) {
      background: ${palette.hoverBackground};
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
    &[aria-busy='true'] {
      cursor: progress;
    }
    ${focusRing(theme)}
  `;
};

/** The design system's button, in the dawn, midDay and dusk themes and four sizes. */
export function Button({
  variant = 'midDay',
  size = 'large',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const theme = useTheme();
  const palette = theme.buttons.themes[variant];
  return (
    <button
      type={type}
      css={buttonStyle(theme, variant, size, fullWidth)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={Math.round(theme.buttons.sizes[size].fontSize * 1.1)} color={palette.color} />}
      {children}
    </button>
  );
}

export type TextLinkButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** An action that looks like a link inline with text ('Try again', 'Resend code'). */
export function TextLinkButton({ type = 'button', ...rest }: TextLinkButtonProps) {
  const theme = useTheme();
  return (
    <button
      type={type}
      css={css`
        display: inline;
        padding: 0;
        border: none;
        background: none;
        font: inherit;
        color: ${theme.colors.primary};
        text-decoration: underline;
        cursor: pointer;
        &:disabled {
          cursor: not-allowed;
          color: ${theme.colors.mutedText};
        }
        ${focusRing(theme)}
      `}
      {...rest}
    />
  );
}
