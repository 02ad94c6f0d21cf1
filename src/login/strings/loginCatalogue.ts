import { firstTexts } from './english/first';
import type { MessagesOf, Texts } from '../../core/message';
import { mergeTexts } from './parts';

/** The texts of the first load (Main, the shared labels, the flow's own messages): always there. */
// An interface rather than a type alias, so that errors and hovers say FirstTexts instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FirstTexts extends MessagesOf<typeof firstTexts> {}

/** A part of the catalogue as its English value is written: sections of texts by name. */
export type TextPart = { readonly [section: string]: Texts };

/** A group's texts beside the first load's: what its view, intents and screens read. */
export type GroupTexts<Part extends TextPart> = FirstTexts & MessagesOf<Part>;

/**
 * A widget's texts: the English defaults with the integrator's overrides laid over them. The first part is
 * merged at once; every other part is the value of the screen group that shows it, handed in by that group
 * when it has loaded (`part(mfaTexts)`), merged then, once, and typed as the part given beside the first:
 * nothing is read before it is there.
 */
export interface LoginCatalogue {
  readonly first: FirstTexts;
  part<Part extends TextPart>(english: Part): GroupTexts<Part>;
}

/** Overrides as the widget's `strings` option brings them (typed in full by the groups' catalogue). */
export type TextOverrides = { readonly [section: string]: unknown };

export function createLoginCatalogue(overrides?: TextOverrides): LoginCatalogue {
  const merge = (english: TextPart): TextPart =>
    Object.fromEntries(
      Object.entries(english).map(([name, section]) => [name, mergeTexts(section, overrides?.[name])]),
    );
  const first = merge(firstTexts) as FirstTexts;
  const withFirst = new WeakMap<TextPart, TextPart>();
  const part = (english: TextPart) => {
    if (!withFirst.has(english)) withFirst.set(english, { ...first, ...merge(english) });
    return withFirst.get(english)!;
  };
  return { first, part: <Part extends TextPart>(english: Part) => part(english) as GroupTexts<Part> };
}
