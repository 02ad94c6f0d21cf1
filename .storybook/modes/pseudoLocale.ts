import type { Texts } from '../../src/core/message';

/**
 * The pseudo-locales: every text of a catalogue accented, bracketed and about 40% longer, so a layout that
 * truncates or overflows with a longer translation shows it before a translation exists, and a text that
 * bypasses the catalogue stands out unaccented. 'Continue' becomes '[Ćóñţîñûé óñé]'. The right-to-left one
 * (as Android's ar-XB) also writes each text's words right to left, so a page laid out for English in a
 * right-to-left language shows where it mixes the two directions.
 */

/** The pseudo-locales: left to right, and right to left. */
export type PseudoLocale = 'pseudo' | 'pseudo-rtl';

/**
 * An accented look-alike per letter, taken from Latin-1 and Latin Extended-A only: the shipped fonts draw
 * those, so the pseudo-locale renders in the same faces as English. Letters with no such look-alike stay.
 */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'à',
  c: 'ç',
  d: 'ď',
  e: 'é',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ć',
  D: 'Ď',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a pseudo text is than its English: translations run up to 40% longer. */
const GROWTH = 0.4;
const FILLER = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Parts a translation keeps as they are: placeholders ({email}) and web addresses. */
const KEPT = /(\{\w+\}|https?:\/\/[^\s)]+)/;

const accent = (text: string): string => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** Filler words, at least `length` characters long with their spaces. */
function filler(length: number): string {
  let words = '';
  for (let index = 0; words.length < length; index += 1) words += ` ${FILLER[index % FILLER.length]}`;
  return words;
}

/**
 * A part's letters laid out right to left, as a right-to-left script's would be: isolated (RLI ... PDI), so parts
 * keep the paragraph's order as words of a right-to-left sentence do, and overridden inside (RLO ... PDF). Spaces
 * at the part's ends stay outside, as the neutral word breaks between the part and a value beside it.
 * Placeholders stay outside too, so a value put in them (an address) reads as it is.
 */
const rightToLeft = (text: string) =>
  text.replace(/^(\s*)([^]*?)(\s*)$/, (whole, before: string, letters: string, after: string) =>
    letters === '' ? whole : `${before}\u2067\u202E${letters}\u202C\u2069${after}`,
  );

/** One text in a pseudo-locale; placeholders and web addresses stay intact, an empty text stays empty. */
export function pseudoLocalize(text: string, locale: PseudoLocale = 'pseudo'): string {
  if (text === '') return text;
  const written = locale === 'pseudo-rtl' ? (part: string) => rightToLeft(accent(part)) : accent;
  // A capturing split: texts at even places, kept parts at odd ones, a text (maybe empty) last.
  const parts = text.split(KEPT);
  parts.push(`${parts.pop()}${filler(Math.ceil(text.length * GROWTH))}`);
  return `[${parts.map((part, index) => (index % 2 === 1 ? part : written(part))).join('')}]`;
}

/** A character only the pseudo-locale writes: a text that has none bypassed the catalogue. */
export const PSEUDO_MARK = new RegExp(`[${[...new Set(Object.values(ACCENTED))].join('')}]`);

/** Every text of a catalogue (nested groups of strings) in a pseudo-locale, in the catalogue's shape. */
export function pseudoLocalizeAll<T extends Texts>(texts: T, locale: PseudoLocale = 'pseudo'): T {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value, locale) : pseudoLocalizeAll(value, locale),
    ]),
  ) as T;
}
