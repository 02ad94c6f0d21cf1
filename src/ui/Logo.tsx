import { useTheme } from '@emotion/react';
import { useImageFallback } from './useImageFallback';

export interface LogoProps {
  /** The logo image; without one, or when it fails to load, the name's first letter is shown. */
  src?: string | null;
  /** The organization or application name: the fallback's letter and accessible label. */
  name: string;
  /** The image's alternative text; defaults to the name. */
  alt?: string;
}

/** The first character of the name, upper-cased ('?' for an empty name). */
export const logoInitial = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';

/** An organization or application logo, at most theme.logo.maxHeight high and maxWidth wide. */
export function Logo({ src, name, alt }: LogoProps) {
  const theme = useTheme();
  const { showImage, onError } = useImageFallback(src);
  const { maxHeight, maxWidth } = theme.logo;

  if (showImage) {
    return (
      <img
        src={src ?? undefined}
        alt={alt ?? name}
        onError={onError}
        css={{ display: 'block', width: 'auto', height: 'auto', maxHeight, maxWidth, objectFit: 'contain' }}
      />
    );
  }

  return (
    <span
      role="img"
      aria-label={name}
      data-logo-fallback=""
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: maxHeight,
        height: maxHeight,
        borderRadius: theme.buttons.borderRadius * 2,
        background: theme.colors.primary,
        color: theme.colors.onPrimary,
        fontFamily: theme.fonts.family,
        fontSize: Math.round(maxHeight * 0.48),
        fontWeight: 700,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      <span aria-hidden="true">{logoInitial(name)}</span>
    </span>
  );
}
