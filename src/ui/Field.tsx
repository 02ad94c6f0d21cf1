import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

/** What a control inside a Field must carry so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Renders the control, wired to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The one labelled-field layout every input shares: visible label, optional hint, announced error. */
export function Field({ label, hint, error, children }: FieldProps) {
  const theme = useTheme();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 4, fontFamily: theme.fonts.family }}>
      <label htmlFor={id} css={{ fontWeight: 700, fontSize: theme.fonts.smallSize, color: theme.colors.text }}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} css={{ margin: 0, fontSize: theme.fonts.smallSize, color: theme.colors.mutedText }}>
          {hint}
        </p>
      )}
      <p
        id={errorId}
        aria-live="polite"
        css={{ margin: 0, fontSize: theme.fonts.smallSize, color: theme.colors.error, ':empty': { display: 'none' } }}
      >
        {error}
      </p>
    </div>
  );
}
