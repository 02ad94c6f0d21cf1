import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_COUNTRY } from './CountryOptions';

/** The flow's form of a phone number: calling code with its '+', and the rest of the number. */
export interface EnrolledNumber {
  countryCode: string;
  phoneNumber: string;
}

/**
 * The enrolment screen's number (E.164 when it parses, else the raw digits behind the calling code) in the
 * flow's form: '+44' and '7911 123456', so the flow sends '+447911123456' and shows '+44 7911 123456'.
 */
export function toEnrolledNumber(number: string, country: CountryCode): EnrolledNumber {
  const parsed = parsePhoneNumberFromString(number);
  if (parsed) {
    const countryCode = `+${parsed.countryCallingCode}`;
    return { countryCode, phoneNumber: parsed.formatInternational().slice(countryCode.length).trim() };
  }
  const countryCode = `+${getCountryCallingCode(country)}`;
  return { countryCode, phoneNumber: number.startsWith(countryCode) ? number.slice(countryCode.length) : number };
}

/** The number the member enrolled before, as the enrolment screen starts from it when they come back. */
export function fromEnrolledNumber(enrolled: EnrolledNumber | null): { country: CountryCode; phoneNumber: string } {
  if (!enrolled) return { country: DEFAULT_COUNTRY, phoneNumber: '' };
  const digits = enrolled.phoneNumber.replace(/\D/g, '');
  const country = parsePhoneNumberFromString(`${enrolled.countryCode}${digits}`)?.country ?? DEFAULT_COUNTRY;
  return { country, phoneNumber: digits };
}
