import {
  AsYouType,
  getCountryCallingCode,
  parseIncompletePhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/** The phone field's text and where its caret goes. */
export interface PhoneFieldText {
  text: string;
  caret: number;
}

/** An edit of the phone field as the input event reports it. */
export interface PhoneFieldEdit {
  /** The formatted text before the edit. */
  previous: string;
  /** The text the browser produced. */
  next: string;
  /** The caret in `next`. */
  caret: number;
  /** The edit was a forward delete (the Delete key) rather than a backspace. */
  forward?: boolean;
}

/** Digits and a leading '+' are what a phone number is made of; everything else is formatting. */
const isNumberCharacter = (character: string) => /[\d+]/.test(character);
const countNumberCharacters = (text: string) => Array.from(text).filter(isNumberCharacter).length;

/** The national format of what has been typed so far: '4155' -> '(415) 5' in the US. */
export const formatPhoneNumber = (raw: string, country: CountryCode): string =>
  new AsYouType(country).input(parseIncompletePhoneNumber(raw));

/**
 * Formats the phone field as the member types, keeping the caret after the same digit. An edit that only
 * removed formatting (backspace over ')' or '-') takes the neighbouring digit with it; otherwise the
 * formatter would put the character straight back and the member could never delete past it.
 */
export function formatPhoneEdit(
  { previous, next, caret, forward = false }: PhoneFieldEdit,
  country: CountryCode,
): PhoneFieldText {
  let raw = parseIncompletePhoneNumber(next);
  let before = countNumberCharacters(next.slice(0, caret));
  const removedOnlyFormatting = next.length < previous.length && raw === parseIncompletePhoneNumber(previous);
  if (removedOnlyFormatting) {
    const at = forward ? before : before - 1;
    if (at >= 0 && at < raw.length) {
      raw = raw.slice(0, at) + raw.slice(at + 1);
      before = at;
    }
  }
  const text = new AsYouType(country).input(raw);
  return { text, caret: caretAfter(text, before) };
}

/** The position just after the `count`th digit; after everything when no digit follows. */
function caretAfter(text: string, count: number): number {
  if (count >= countNumberCharacters(text)) return text.length;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === count) return index;
    if (isNumberCharacter(text[index]!)) seen += 1;
  }
  return text.length;
}

/**
 * What the enrollment submits: the number in E.164 when it parses for the country, otherwise the typed
 * digits behind the country's calling code, so the controller's validation (with its time-outs) decides.
 */
export function phoneNumberForSubmit(text: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(text, country);
  if (parsed) return parsed.number;
  const raw = parseIncompletePhoneNumber(text);
  return raw.startsWith('+') ? raw : `+${getCountryCallingCode(country)}${raw}`;
}
