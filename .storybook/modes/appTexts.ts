import { chatTexts } from '../../src/chat/texts';
import { errorTexts } from '../../src/core/errors';
import type { Texts } from '../../src/core/message';
import { outputTexts } from '../../src/output/texts';
import { uiTexts } from '../../src/ui/uiTexts';
import { pageTexts } from '../../app/pages/texts';

/**
 * Every part of the app's texts (what the features read through useTexts), for the stories' side of the
 * pseudo-locale: a story fixture that holds one of their English texts becomes its pseudo-locale text. A part
 * a feature adds belongs here too.
 */
export const appTextParts: readonly Texts[] = [uiTexts, errorTexts, chatTexts, outputTexts, pageTexts];
