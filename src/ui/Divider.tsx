import { useTheme } from '@emotion/react';

export interface DividerProps {
  /** The word in the middle of the rule; 'or' unless given. */
  label?: string;
}

/** A horizontal rule with a centred label between groups of options ('or'). */
export function Divider({ label = 'or' }: DividerProps) {
  const theme = useTheme();
  const line = { flex: 1, height: 1, background: theme.colors.border } as const;
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        fontFamily: theme.fonts.family,
        fontSize: theme.fonts.smallSize,
        color: theme.colors.mutedText,
      }}
    >
      <span role="separator" css={line} />
      <span>{label}</span>
      <span role="separator" css={line} />
    </div>
  );
}
