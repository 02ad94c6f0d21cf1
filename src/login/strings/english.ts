import { federationTexts } from './english/federation';
import { firstTexts } from './english/first';
import { mfaTexts } from './english/mfa';
import { nextTexts } from './english/next';
import { passwordTexts } from './english/passwords';

/**
 * Every text the login widget shows, in English, grouped by the screen (or the spec's section 8 list) that
 * shows it. Texts the login spec quotes are its words exactly; its placeholders are written in camelCase
 * ('{organization name}' is {organizationName}, the countdown's 'm:ss' is {time}).
 *
 * The parts (english/) load with the code that shows them, so a page pays for the texts of the screens it
 * reaches; each part adds its texts to the widgets' catalogues when it loads (parts.ts).
 */
export const english = { ...firstTexts, ...nextTexts, ...passwordTexts, ...mfaTexts, ...federationTexts };
