import { useTheme } from '@emotion/react';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';

export interface DividerProps {
  /** The word in the middle of the rule; the design system's 'or' unless given. */
  label?: string;
}

/** A horizontal rule with a centred label between groups of options ('or'). */
export function Divider({ label }: DividerProps) {
  const theme = useTheme();
  const { divider } = useTexts(uiTexts);
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
      <span>{label ?? divider.or}</span>
      <span role="separator" css={line} />
    </div>
  );
}
