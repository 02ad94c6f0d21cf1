import { isValidElement } from 'react';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { appTextParts } from './appTexts';
import { pseudoLocalize, type PseudoLocale } from './pseudoLocale';

/**
 * A screen's story gives it texts the flow or the page would have written from a catalogue (an error
 * message, say) as English fixtures. In the pseudo-locale they become what it would write there: each
 * argument that is a text of the widget's catalogue or of the app's parts, or a template of theirs filled
 * in, becomes its pseudo-locale text.
 */

function* textsOf(texts: object): Generator<string> {
  for (const value of Object.values(texts)) {
    if (typeof value === 'string') yield value;
    else yield* textsOf(value as object);
  }
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  pattern: RegExp;
  names: string[];
  pseudo: string;
}

const english = [...new Set([defaultLoginStrings, ...appTextParts].flatMap((texts) => [...textsOf(texts)]))].filter(
  Boolean,
);
/** Templates, the most specific first: '{current} of {total}' must not claim 'The upload of a.pdf failed.'. */
const literalLength = (text: string) => text.replace(PLACEHOLDER, '').length;
const templates = english.filter((text) => /\{\w+\}/.test(text)).sort((a, b) => literalLength(b) - literalLength(a));

/** A pseudo-locale's texts, by their English: exact ones, and templates to match a filled-in text against. */
function lookUp(locale: PseudoLocale) {
  const exact = new Map(english.map((text) => [text, pseudoLocalize(text, locale)]));
  const patterns: Template[] = templates.map((text) => ({
    pattern: new RegExp(`^${escaped(text).replace(/\\\{(\w+)\\\}/g, '(.+?)')}$`, 's'),
    names: [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!),
    pseudo: pseudoLocalize(text, locale),
  }));
  return { exact, patterns };
}

const lookUps = { pseudo: lookUp('pseudo'), 'pseudo-rtl': lookUp('pseudo-rtl') } satisfies Record<
  PseudoLocale,
  unknown
>;

/** A pseudo-locale's text of an English catalogue text (filled in or not); undefined for any other text. */
export function pseudoOfEnglish(text: string, locale: PseudoLocale = 'pseudo'): string | undefined {
  const { exact, patterns } = lookUps[locale];
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const { pattern, names, pseudo } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1]!]));
    return pseudo.replace(PLACEHOLDER, (placeholder, name: string) => values.get(name) ?? placeholder);
  }
  return undefined;
}

/** A plain object or array of args; not an element (a page's logo, say), whose own texts follow the locale. */
const isPlain = (value: object) =>
  [Object.prototype, null].includes(Object.getPrototypeOf(value)) && !isValidElement(value);

/** A story's args with every catalogue text in them in a pseudo-locale; anything else as it was. */
export function pseudoArgs<T>(value: T, locale: PseudoLocale = 'pseudo'): T {
  if (typeof value === 'string') return (pseudoOfEnglish(value, locale) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => pseudoArgs(item, locale)) as T;
  if (typeof value !== 'object' || value === null || !isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoArgs(item, locale)])) as T;
}
