import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** What a control inside a Field must carry so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** Always visible: placeholders are not labels. */
  label: string;
  hint?: ReactNode;
  /** Shown in the error colour, marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Renders the control, wired to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The one labelled-field layout every input shares: visible label, optional hint, announced error. */
export function Field({ label, hint, error, children }: FieldProps) {
  const theme = useTheme();
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // Whole-pixel line boxes keep the control on whole pixels, so its focus ring rasterizes the same every time.
  const small = { fontSize: theme.fonts.smallSize, lineHeight: `${Math.round(theme.fonts.smallSize * 1.4)}px` };
  const note = { ...small, margin: 0, '&:not(:empty)': { marginTop: 4 } } as const;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', fontFamily: theme.fonts.family }}>
      <label htmlFor={id} css={{ ...small, marginBottom: 4, fontWeight: 700, color: theme.colors.text }}>
        {label}
      </label>
      {children({ id, 'aria-invalid': hasError || undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} css={[note, { color: theme.colors.mutedText }]}>
          {hint}
        </p>
      )}
      {/* Always rendered (never display: none) so screen readers announce an error when it appears. */}
      <p id={errorId} aria-live="polite" css={[note, { color: theme.colors.error }]}>
        {hasError ? error : null}
      </p>
    </div>
  );
}
