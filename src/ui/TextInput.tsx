import { useTheme } from '@emotion/react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field } from './Field';
import { inputStyle } from './inputStyle';

/** Room kept at the input's end for a trailing control (PasswordInput's 'Show' / 'Hide'). */
const TRAILING_SPACE = 64;

export interface TextInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  /** Always visible: placeholders are not labels. */
  label: string;
  /** Help under the input, read as its description. */
  hint?: ReactNode;
  /** Marks the input invalid and is announced; shown under the input in the error colour. */
  error?: ReactNode;
  /** A small control placed inside the field at its end, such as a show/hide toggle. */
  trailing?: ReactNode;
}

/**
 * A labelled single-line input; every native input prop (type, placeholder, autoComplete, disabled...) and the
 * ref reach the <input>, and so does a css prop, which overrides the shared input style. The ref is forwarded
 * rather than read as a prop (React 19's way): Preact, which the standalone widget renders with, hands a ref
 * only through forwardRef.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hint, error, trailing, ...input },
  ref,
) {
  const theme = useTheme();
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => {
        const field = (
          <input
            type="text"
            {...input}
            {...control}
            ref={ref}
            css={[inputStyle(theme), trailing ? { paddingInlineEnd: TRAILING_SPACE } : undefined]}
          />
        );
        if (!trailing) return field;
        return (
          <div css={{ position: 'relative' }}>
            {field}
            <div css={{ position: 'absolute', top: 4, insetInlineEnd: 4, bottom: 4, display: 'flex' }}>{trailing}</div>
          </div>
        );
      }}
    </Field>
  );
});
