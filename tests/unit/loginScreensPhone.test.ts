import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, LEFT_TO_RIGHT_MARK, countryOptions } from '../../src/login/groups/mfa/CountryOptions';
import { formatPhoneEdit, formatPhoneNumber, phoneNumberForSubmit } from '../../src/login/groups/mfa/PhoneNumberFormat';

/** Types `text` one character at a time at the end, as a member would. */
function typeInto(text: string, country: Parameters<typeof formatPhoneNumber>[1], start = '') {
  let field = start;
  for (const character of text) {
    const next = field + character;
    field = formatPhoneEdit({ previous: field, next, caret: next.length }, country).text;
  }
  return field;
}

describe('countryOptions', () => {
  const options = countryOptions();
  /** The label without its direction mark, as a member reads it. */
  const shown = (label: string | undefined) => label?.replace(LEFT_TO_RIGHT_MARK, '');

  it('defaults to the US', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(shown(options.find((option) => option.country === 'US')?.label)).toBe('+1 United States');
  });

  it('shows +code and the country name for every country, sorted by name', () => {
    expect(options.length).toBeGreaterThan(200);
    expect(shown(options.find((option) => option.country === 'GB')?.label)).toBe('+44 United Kingdom');
    expect(shown(options.find((option) => option.country === 'DE')?.label)).toBe('+49 Germany');
    // The mark keeps '+44' reading left to right in a right-to-left page.
    for (const option of options)
      expect(option.label).toBe(`${LEFT_TO_RIGHT_MARK}+${option.callingCode} ${option.name}`);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(options.map((option) => option.country)).size).toBe(options.length);
  });

  it('names countries in the given locale', () => {
    expect(shown(countryOptions('de').find((option) => option.country === 'DE')?.label)).toBe('+49 Deutschland');
  });
});

describe('formatPhoneEdit', () => {
  it('formats a US number nationally as it is typed', () => {
    expect(typeInto('415', 'US')).toBe('(415)');
    expect(typeInto('4155', 'US')).toBe('(415) 5');
    expect(typeInto('4155550123', 'US')).toBe('(415) 555-0123');
  });

  it('formats for the chosen country', () => {
    expect(typeInto('07911123456', 'GB')).toBe('07911 123456');
  });

  it('drops letters and symbols the member types', () => {
    expect(typeInto('41a5.5', 'US')).toBe('(415) 5');
  });

  it('keeps the caret at the end while typing at the end', () => {
    expect(formatPhoneEdit({ previous: '(415) 55', next: '(415) 555', caret: 9 }, 'US')).toEqual({
      text: '(415) 555',
      caret: 9,
    });
  });

  it('backspace over formatting removes the digit before it', () => {
    // '(415)' with the ')' erased would otherwise be reformatted straight back.
    expect(formatPhoneEdit({ previous: '(415)', next: '(415', caret: 4 }, 'US')).toEqual({ text: '41', caret: 2 });
    expect(formatPhoneEdit({ previous: '(415) 555-0', next: '(415) 5550', caret: 9 }, 'US')).toEqual({
      text: '(415) 550',
      caret: 8,
    });
  });

  it('a forward delete over formatting removes the digit after it', () => {
    expect(
      formatPhoneEdit({ previous: '(415) 555-0123', next: '(415) 5550123', caret: 9, forward: true }, 'US'),
    ).toEqual({
      text: '(415) 555-123',
      caret: 9,
    });
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // A '9' typed after '(41' in '(415) 555-0123'.
    const edited = formatPhoneEdit({ previous: '(415) 555-0123', next: '(419) 555-0123', caret: 4 }, 'US');
    expect(edited).toEqual({ text: '(419) 555-0123', caret: 4 });
    const inserted = formatPhoneEdit({ previous: '(415) 555', next: '(4195) 555', caret: 4 }, 'US');
    expect(inserted.text).toBe('(419) 555-5');
    expect(inserted.caret).toBe(4);
  });

  it('an emptied field stays empty', () => {
    expect(formatPhoneEdit({ previous: '4', next: '', caret: 0 }, 'US')).toEqual({ text: '', caret: 0 });
  });

  it('formats an international number typed with +', () => {
    expect(typeInto('+442071838750', 'US')).toBe('+44 20 7183 8750');
  });
});

describe('formatPhoneNumber', () => {
  it('reformats a number for another country', () => {
    expect(formatPhoneNumber('(415) 555-0123', 'US')).toBe('(415) 555-0123');
    expect(formatPhoneNumber('(079) 111-23456', 'GB')).toBe('07911 123456');
    expect(formatPhoneNumber('', 'GB')).toBe('');
  });
});

describe('phoneNumberForSubmit', () => {
  it('gives E.164 for a number that parses', () => {
    expect(phoneNumberForSubmit('(415) 555-0123', 'US')).toBe('+14155550123');
    expect(phoneNumberForSubmit('07911 123456', 'GB')).toBe('+447911123456');
    expect(phoneNumberForSubmit('+44 20 7183 8750', 'US')).toBe('+442071838750');
  });

  it('gives the raw digits behind the calling code otherwise, for the controller to judge', () => {
    expect(phoneNumberForSubmit('1', 'US')).toBe('+11');
    expect(phoneNumberForSubmit('+', 'US')).toBe('+');
  });
});
