import { firstTexts } from './english/first';
import type { MessagesOf, Texts } from '../../core/message';
import { english, oncePerPart, textsIn, type Localize } from '../../ui/texts';
import { mergeTexts } from './parts';

/** The texts of the first load (Main, the shared labels, the flow's own messages): always there. */
// An interface rather than a type alias, so that errors and hovers say FirstTexts instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FirstTexts extends MessagesOf<typeof firstTexts> {}

/** A part of the widget's texts as its English value is written: sections of texts by name. */
export type TextPart = { readonly [section: string]: Texts };

/** A group's texts beside the first load's: what its view and intents read. */
export type GroupTexts<Part extends TextPart> = FirstTexts & MessagesOf<Part>;

/** Overrides as the widget's `strings` option brings them (typed in full by the groups' catalogue). */
export type TextOverrides = { readonly [section: string]: unknown };

/**
 * The widget's `strings` as a localization (src/ui/texts.tsx), laid over the one the widget is rendered in:
 * each section of a part it shows gets the integrator's texts for a section of that name. Sections are named
 * by screen, so a name means the same wherever it appears (the toast area's `toasts`, say). Each part is
 * localized once, so the flow, the intents and the screens read the same objects.
 */
export function localizeWith(overrides?: TextOverrides, under: Localize = english): Localize {
  return oncePerPart((part) =>
    Object.fromEntries(
      Object.entries(under(part)).map(([name, section]) =>
        typeof section === 'string' ? [name, section] : [name, mergeTexts(section, overrides?.[name])],
      ),
    ),
  );
}

/** The first load's texts as `localize` gives them. */
export const firstTextsIn = (localize: Localize): FirstTexts => textsIn(localize, firstTexts);

/** A group's texts beside the first load's, as `localize` gives them: what the group's view and intents read. */
export const groupTexts = <Part extends TextPart>(localize: Localize, part: Part): GroupTexts<Part> => ({
  ...firstTextsIn(localize),
  ...textsIn(localize, part),
});
