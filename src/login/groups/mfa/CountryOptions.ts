import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** Login spec, section 9: the phone country preselected on SMS enrollment. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CountryOption {
  country: CountryCode;
  /** Without the '+'. */
  callingCode: string;
  name: string;
  /** What the select shows: '+1 United States', the code marked left to right (LEFT_TO_RIGHT_MARK). */
  label: string;
}

/**
 * Put before the calling code so that it reads '+44' in a right-to-left page too, where its '+' would
 * otherwise take the page's direction and land after the digits ('United Kingdom 44+'). An option holds
 * text only, so a mark rather than an element; it makes the code one left-to-right run whichever script
 * the country's name is written in.
 */
export const LEFT_TO_RIGHT_MARK = '\u200E';

/**
 * Every country the phone metadata knows, named in `locale` and sorted by name. The metadata and the
 * browser's region names are the sources, so no hand-kept country table can drift from the formatter.
 */
export function countryOptions(locale = 'en'): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return getCountries()
    .map((country) => {
      const callingCode = getCountryCallingCode(country);
      const name = names.of(country) ?? country;
      return { country, callingCode, name, label: `${LEFT_TO_RIGHT_MARK}+${callingCode} ${name}` };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
