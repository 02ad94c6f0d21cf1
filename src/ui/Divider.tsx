import { useTheme } from '@emotion/react';

/** A rule with a centred word between groups of options: 'or' by default. */
export function Divider({ label = 'or' }: { label?: string }) {
  const theme = useTheme();
  const line = { flex: 1, height: 1, background: theme.colors.border } as const;
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        color: theme.colors.mutedText,
        fontSize: theme.fonts.smallSize,
      }}
    >
      <span role="separator" css={line} />
      <span>{label}</span>
      <span role="separator" css={line} />
    </div>
  );
}
