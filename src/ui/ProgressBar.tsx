import { keyframes, useTheme } from '@emotion/react';
import { formatMessage } from '../core/message';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

export interface ProgressBarProps {
  /** Accessible name of the bar ('Upload progress'). */
  label: string;
  /** Completed fraction, 0 to 1 (clamped). */
  value?: number;
  /** With total: progress as a count ('3 of 5'), announced as such. */
  completed?: number;
  /** With completed: how many there are in all. */
  total?: number;
  /**
   * Without value or completed/total: fills from empty to full by CSS over this time. Assistive technology
   * cannot know that progress, so the bar is indeterminate for it (no aria-valuenow).
   */
  durationMs?: number;
}

const clamp = (fraction: number) => (Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0);

/** The determinate fraction, if the props give one. */
const fractionOf = ({ value, completed, total }: ProgressBarProps): number | undefined => {
  if (value !== undefined) return clamp(value);
  if (completed !== undefined && total !== undefined) return total > 0 ? clamp(completed / total) : 0;
  return undefined;
};

/** A progress bar: determinate (value, or completed of total) or timed (durationMs). */
export function ProgressBar(props: ProgressBarProps) {
  const { label, completed, total, durationMs } = props;
  const theme = useTheme();
  const { progress } = useTexts(uiTexts);
  const fraction = fractionOf(props);
  const determinate = fraction !== undefined;
  const counted = props.value === undefined && completed !== undefined && total !== undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(fraction * 100) : undefined}
      aria-valuetext={counted ? formatMessage(progress.countOf, { completed, total }) : undefined}
      css={{
        width: '100%',
        height: 6,
        overflow: 'hidden',
        background: theme.colors.border,
        borderRadius: 3,
      }}
    >
      <div
        css={{
          height: '100%',
          background: theme.colors.primary,
          // Fills from where the line starts: the right, right to left.
          transformOrigin: 'left',
          '&:dir(rtl)': { transformOrigin: 'right' },
          transition: 'transform 200ms ease',
          animation: !determinate && durationMs !== undefined ? `${fill} ${durationMs}ms linear forwards` : undefined,
        }}
        // Inline: an upload moves it many times, and as a class each value would add a stylesheet rule for good.
        style={{ transform: `scaleX(${fraction ?? 0})` }}
      />
    </div>
  );
}
