import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import type { Texts } from '../../src/core/message';
import type { DeepPartial, GeniosTheme, LoginOptions } from '../../src/login';
import { defaultLoginStrings } from '../../src/login/groups/catalogue';
import { mergeTexts } from '../../src/login/strings/parts';
import { brandTheme, darkTheme, defaultTheme, mergeTheme } from '../../src/theme';
import { TextsProvider } from '../../src/ui/texts';
import { pseudoLocalizeAll, type PseudoLocale } from './pseudoLocale';

/**
 * The review modes every story honours, switched in Storybook's toolbar (globals): the theme, the text
 * direction and the locale. The preview's decorator applies them to the page, the theme and the texts of the
 * app and the login screens (src/ui/texts); stories that mount the whole widget pass them on through its
 * public `theme` and `strings` options too (useWidgetModes), as an integrator would.
 */

export const THEMES = { default: defaultTheme, dark: darkTheme, brand: brandTheme } satisfies Record<
  string,
  GeniosTheme
>;
export type ThemeName = keyof typeof THEMES;
export type Direction = 'ltr' | 'rtl';
/**
 * English, or a pseudo-locale: every catalogue text accented and about 40% longer, left to right or, as a
 * right-to-left language's would be, right to left (pseudoLocale.ts).
 */
export type Locale = 'en' | PseudoLocale;
const LOCALES: readonly Locale[] = ['en', 'pseudo', 'pseudo-rtl'];

/** The widget's public `strings` option: any part of its catalogue. */
export type LoginStringsOverrides = NonNullable<LoginOptions['strings']>;

export interface StoryModes {
  theme: ThemeName;
  dir: Direction;
  locale: Locale;
}

export const initialGlobals: StoryModes = { theme: 'default', dir: 'ltr', locale: 'en' };

export const globalTypes: Preview['globalTypes'] = {
  theme: {
    description: 'Theme',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: [
        { value: 'default', title: 'Default theme' },
        { value: 'dark', title: 'Dark theme' },
        { value: 'brand', title: 'Integrator brand theme' },
      ],
    },
  },
  dir: {
    description: 'Text direction',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      dynamicTitle: true,
      items: [
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
    },
  },
  locale: {
    description: 'Locale',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      dynamicTitle: true,
      items: [
        { value: 'en', title: 'English' },
        { value: 'pseudo', title: 'Pseudo-locale (longer, accented)' },
        { value: 'pseudo-rtl', title: 'Right-to-left pseudo-locale (longer, accented, mirrored)' },
      ],
    },
  },
};

/**
 * Chromatic's modes (parameters.chromatic.modes): the cloud review shows every story in the local gate's review
 * modes (vite.config.ts), each on a laptop and a phone (the toolbar's viewports, ../viewports.ts): default, dark,
 * the pseudo-locale on the integrator brand theme, and right to left in its pseudo-locale.
 */
export const chromaticModes = {
  'default 1280': { theme: 'default', viewport: 'desktop1280' },
  'default 375': { theme: 'default', viewport: 'phone375' },
  'dark 1280': { theme: 'dark', viewport: 'desktop1280' },
  'dark 375': { theme: 'dark', viewport: 'phone375' },
  'pseudo 1280': { locale: 'pseudo', theme: 'brand', viewport: 'desktop1280' },
  'pseudo 375': { locale: 'pseudo', theme: 'brand', viewport: 'phone375' },
  'rtl 1280': { locale: 'pseudo-rtl', viewport: 'desktop1280' },
  'rtl 390': { locale: 'pseudo-rtl', viewport: 'phone390' },
} as const;

const oneOf = <T extends string>(value: unknown, values: readonly T[], fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The modes a story's globals ask for; anything unknown falls back to the defaults. A right-to-left locale
 * lays the page out right to left, as a page in such a language is, whatever the direction asked.
 */
export function modesOf(globals: Record<string, unknown>): StoryModes {
  const locale = oneOf(globals.locale, LOCALES, 'en');
  const dir = locale === 'pseudo-rtl' ? 'rtl' : oneOf(globals.dir, ['ltr', 'rtl'], 'ltr');
  return { theme: oneOf(globals.theme, Object.keys(THEMES) as ThemeName[], 'default'), dir, locale };
}

const pseudoCatalogues = {
  pseudo: pseudoLocalizeAll(defaultLoginStrings as Texts, 'pseudo') as LoginStringsOverrides,
  'pseudo-rtl': pseudoLocalizeAll(defaultLoginStrings as Texts, 'pseudo-rtl') as LoginStringsOverrides,
} satisfies Record<PseudoLocale, LoginStringsOverrides>;

/** The widget's `strings` in a locale: the story's own texts as they are in English, pseudo-localized in a pseudo-locale. */
export function stringsIn(locale: Locale, own?: LoginStringsOverrides): LoginStringsOverrides | undefined {
  if (locale === 'en') return own;
  if (!own) return pseudoCatalogues[locale];
  return pseudoLocalizeAll(mergeTexts(defaultLoginStrings as Texts, own), locale) as LoginStringsOverrides;
}

/** Every part's texts in a pseudo-locale (src/ui/texts), one function per locale so their texts are made once. */
const localizers = {
  pseudo: (part: Texts) => pseudoLocalizeAll(part, 'pseudo'),
  'pseudo-rtl': (part: Texts) => pseudoLocalizeAll(part, 'pseudo-rtl'),
} satisfies Record<PseudoLocale, (part: Texts) => Texts>;

const StoryModesContext = createContext<StoryModes>(initialGlobals);

/**
 * The story's modes to everything below, and the locale's texts to every part read below (English needs no
 * provider: it is what the parts hold).
 */
export function StoryModesProvider({ modes, children }: { modes: StoryModes; children: ReactNode }) {
  return (
    <StoryModesContext.Provider value={modes}>
      {modes.locale === 'en' ? children : <TextsProvider localize={localizers[modes.locale]}>{children}</TextsProvider>}
    </StoryModesContext.Provider>
  );
}

export const useStoryModes = (): StoryModes => useContext(StoryModesContext);

/** The theme a story shows: the mode's, with the story's own overrides (parameters.theme) laid over it. */
export const themeIn = (name: ThemeName, own?: DeepPartial<GeniosTheme>): GeniosTheme => mergeTheme(THEMES[name], own);

/**
 * The options of a story's whole widget under the modes: its own theme and strings (an integrator's, say)
 * laid over the mode's theme and pseudo-localized in the pseudo-locale.
 */
export function useWidgetModes({
  theme,
  strings,
}: {
  theme?: DeepPartial<GeniosTheme>;
  strings?: LoginStringsOverrides;
}) {
  const modes = useStoryModes();
  // The same values while nothing changes: a story that mounts the widget once per set of options keeps it.
  return useMemo(
    () => ({ theme: themeIn(modes.theme, theme), strings: stringsIn(modes.locale, strings) }),
    [modes.theme, modes.locale, theme, strings],
  );
}
