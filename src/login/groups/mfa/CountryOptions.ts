import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** Login spec, section 9: the phone country preselected on SMS enrollment. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CountryOption {
  country: CountryCode;
  /** Without the '+'. */
  callingCode: string;
  name: string;
  /** What the select shows: '+1 United States'. */
  label: string;
}

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
      return { country, callingCode, name, label: `+${callingCode} ${name}` };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
