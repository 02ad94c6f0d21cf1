import { useTheme } from '@emotion/react';
import type { CountryCode } from 'libphonenumber-js';
import { useLayoutEffect, useMemo, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Field } from '../../../ui/Field';
import { inputStyle } from '../../../ui/inputStyle';
import { TextInput } from '../../../ui/TextInput';
import { countryOptions } from './CountryOptions';
import { useTexts } from '../../../ui/texts';
import { formatPhoneEdit, formatPhoneNumber } from './PhoneNumberFormat';
import { mfaTexts } from './texts';

/** A phone number as the member enters it: the country and the nationally formatted number. */
export interface PhoneValue {
  country: CountryCode;
  number: string;
}

export interface PhoneInputProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** Shown under the number, which it marks invalid. */
  error?: ReactNode;
}

/**
 * A country select ('+1 United States') over a phone number field that formats the number nationally for
 * that country as it is typed, keeping the caret where the member is typing.
 */
export function PhoneInput({ value, onChange, error }: PhoneInputProps) {
  const theme = useTheme();
  const { smsOtpEnrollment: texts } = useTexts(mfaTexts);
  const options = useMemo(() => countryOptions(), []);
  const numberInput = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // Reformatting replaces the field's text, which would throw the caret to the end: put it back.
  useLayoutEffect(() => {
    const input = numberInput.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  }, [value.number]);

  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: next, selectionStart } = event.target;
    const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
    const edited = formatPhoneEdit(
      { previous: value.number, next, caret: selectionStart ?? next.length, forward },
      value.country,
    );
    pendingCaret.current = edited.caret;
    onChange({ country: value.country, number: edited.text });
  };

  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const country = event.target.value as CountryCode;
    onChange({ country, number: formatPhoneNumber(value.number, country) });
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Field label={texts.country}>
        {(control) => (
          <div css={{ position: 'relative' }}>
            <select
              {...control}
              name="country"
              autoComplete="tel-country-code"
              value={value.country}
              onChange={changeCountry}
              css={[inputStyle(theme), { appearance: 'none', paddingInlineEnd: 40, cursor: 'pointer' }]}
            >
              {options.map((option) => (
                <option key={option.country} value={option.country}>
                  {option.label}
                </option>
              ))}
            </select>
            <svg
              width="16"
              height="16"
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              css={{
                position: 'absolute',
                top: '50%',
                insetInlineEnd: 14,
                marginTop: -8,
                pointerEvents: 'none',
                color: theme.colors.primary,
              }}
            >
              <path
                d="m4 6 4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </div>
        )}
      </Field>
      <TextInput
        ref={numberInput}
        label={texts.phoneNumber}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={texts.phonePlaceholder}
        value={value.number}
        onChange={changeNumber}
        error={error}
      />
    </div>
  );
}
