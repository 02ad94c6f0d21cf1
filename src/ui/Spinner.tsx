import { keyframes, useTheme } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced to assistive technology; omit for a purely decorative spinner inside a labelled control. */
  label?: string;
  /** The ring's colour; the theme's primary colour unless given. */
  color?: string;
}

/** An indeterminate activity indicator. */
export function Spinner({ size = 24, label, color }: SpinnerProps) {
  const theme = useTheme();
  const stroke = Math.max(2, Math.round(size / 8));
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      css={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${stroke}px solid ${theme.colors.border}`,
        borderTopColor: color ?? theme.colors.primary,
        animation: `${spin} 0.8s linear infinite`,
        flexShrink: 0,
      }}
    />
  );
}
