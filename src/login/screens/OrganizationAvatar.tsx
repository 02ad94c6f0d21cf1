import { useTheme } from '@emotion/react';
import { logoInitial } from '../../ui/Logo';
import { useImageFallback } from '../../ui/useImageFallback';

export interface OrganizationAvatarProps {
  name: string;
  logoUrl?: string | null;
}

const size = 36;

/**
 * A discovered organization's logo, or the first letter of its name when it has none (or it fails to load).
 * Decorative: the row it sits in already says the name.
 */
export function OrganizationAvatar({ name, logoUrl }: OrganizationAvatarProps) {
  const theme = useTheme();
  const { showImage, onError } = useImageFallback(logoUrl);
  const box = { width: size, height: size, flexShrink: 0, borderRadius: theme.buttons.borderRadius * 2 } as const;
  if (showImage) {
    return <img src={logoUrl ?? undefined} alt="" onError={onError} css={{ ...box, objectFit: 'contain' }} />;
  }
  return (
    <span
      aria-hidden="true"
      data-avatar-letter=""
      css={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: theme.colors.primary,
        color: theme.colors.background,
        fontSize: 16,
        fontWeight: 700,
      }}
    >
      {logoInitial(name)}
    </span>
  );
}
