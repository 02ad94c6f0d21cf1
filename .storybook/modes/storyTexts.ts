import type { Texts } from '../../src/core/message';
import { defaultLoginStrings, type LoginStrings } from '../../src/login/groups/catalogue';
import { chatTexts } from '../../src/chat/texts';
import { errorTexts } from '../../src/core/errors';
import { outputTexts } from '../../src/output/texts';
import { uiTexts } from '../../src/ui/uiTexts';
import { pageTexts } from '../../app/pages/texts';
import type { GeniosTheme } from '../../src/theme';
import type { DeepPartial } from '../../src/login';
import { mergeTexts } from '../../src/login/strings/parts';
import { modesOf, stringsIn, themeIn, type Locale, type LoginStringsOverrides } from '.';
import { pseudoLocalizeAll } from './pseudoLocale';

/**
 * What a story's play reads to find what it drives and to check what it sees: the texts and the theme the
 * story renders with in the modes it runs in. A play names a text by its place in a catalogue
 * (`texts.login.main.continueWithEmail`), never by its English, so it reaches its state in every locale.
 */

const appParts = { ui: uiTexts, errors: errorTexts, chat: chatTexts, output: outputTexts, pages: pageTexts };
type AppParts = typeof appParts;

const inLocale = <T extends Texts>(part: T, locale: Locale): T =>
  locale === 'en' ? part : pseudoLocalizeAll(part, locale);

/** Each locale's texts, made once: a play may ask for them as often as it likes. */
const made = new Map<Locale, AppParts & { login: LoginStrings }>();

function textsOf(locale: Locale) {
  if (!made.has(locale)) {
    const parts = Object.fromEntries(Object.entries(appParts).map(([name, part]) => [name, inLocale(part, locale)]));
    made.set(locale, { ...(parts as AppParts), login: inLocale(defaultLoginStrings as Texts, locale) as LoginStrings });
  }
  return made.get(locale)!;
}

/** The whole catalogue with an integrator's `strings` laid over it, in a locale (stringsIn makes it whole there). */
const loginWith = (locale: Locale, own: LoginStringsOverrides): LoginStrings =>
  (locale === 'en' ? mergeTexts(defaultLoginStrings as Texts, own) : stringsIn(locale, own)) as LoginStrings;

/**
 * The texts a story shows in its modes: the login widget's catalogue (`login`, with the story's own
 * integrator `strings` if it passes some) and each of the app's parts (`ui`, `errors`, `chat`, `output`,
 * `pages`). Fill a template with `formatMessage` from src/core/message.
 */
export function storyTexts(globals: Record<string, unknown>, own?: LoginStringsOverrides) {
  const { locale } = modesOf(globals);
  const texts = textsOf(locale);
  return own ? { ...texts, login: loginWith(locale, own) } : texts;
}

/** The theme a story renders with in its modes: the mode's, with the story's own overrides (`parameters.theme`). */
export const storyTheme = (globals: Record<string, unknown>, own?: DeepPartial<GeniosTheme>): GeniosTheme =>
  themeIn(modesOf(globals).theme, own);
