import { keyframes, useTheme } from '@emotion/react';

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

export interface ProgressBarProps {
  label: string;
  /** Completed fraction, 0 to 1. Omit with durationMs for a timed, indeterminate bar. */
  value?: number;
  /** Fills from empty to full over this time (CSS): progress assistive technology cannot know. */
  durationMs?: number;
}

/** A progress bar: determinate (value) or timed (durationMs). */
export function ProgressBar({ label, value, durationMs }: ProgressBarProps) {
  const theme = useTheme();
  const fraction = value === undefined ? undefined : Math.min(1, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={fraction === undefined ? undefined : 0}
      aria-valuemax={fraction === undefined ? undefined : 100}
      aria-valuenow={fraction === undefined ? undefined : Math.round(fraction * 100)}
      css={{ height: 6, width: '100%', background: theme.colors.surface, borderRadius: 3, overflow: 'hidden' }}
    >
      <div
        css={{
          height: '100%',
          background: theme.colors.primary,
          transformOrigin: 'left',
          transform: `scaleX(${fraction ?? 0})`,
          transition: 'transform 200ms ease',
          ...(durationMs !== undefined && fraction === undefined
            ? { animation: `${fill} ${durationMs}ms linear forwards` }
            : {}),
        }}
      />
    </div>
  );
}
