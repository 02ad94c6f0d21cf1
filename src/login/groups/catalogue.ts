import { firstTexts } from '../strings/english/first';
import type { MessagesOf } from '../strings';
import { federationTexts } from './federation/texts';
import { mfaTexts } from './mfa/texts';
import { nextTexts } from './next/texts';
import { passwordTexts } from './passwords/texts';

/**
 * Every text the login widget shows, in English, grouped by the screen (or the spec's section 8 list) that
 * shows it: the first load's part and each group's. Texts the login spec quotes are its words exactly; its
 * placeholders are written in camelCase ('{organization name}' is {organizationName}, the countdown's 'm:ss'
 * is {time}). The widget never imports this whole: each group hands its own part to the widget's catalogue.
 */
const english = { ...firstTexts, ...nextTexts, ...passwordTexts, ...mfaTexts, ...federationTexts };

/**
 * The login widget's message catalogue: every user-facing text, by screen. Each text's type names its
 * placeholders, so a translation that drops one does not compile.
 */
// An interface rather than a type alias, so that errors and hovers say LoginStrings instead of spelling it out.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LoginStrings extends MessagesOf<typeof english> {}

/** The whole English catalogue: for the app's tests, stories and tools. */
export const defaultLoginStrings: LoginStrings = english;

/**
 * What an integrator passes as the widget's `strings`: any part of the catalogue (a translation is a plain
 * object of strings). Texts loaded as JSON are typed string; cast them once after checking their placeholders.
 */
export type LoginStringsOverrides = PartialCatalogue<LoginStrings>;
type PartialCatalogue<T> = { [K in keyof T]?: T[K] extends string ? T[K] : PartialCatalogue<T[K]> };
