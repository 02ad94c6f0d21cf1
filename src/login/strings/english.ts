import { federationTexts } from '../groups/federation/texts';
import { firstTexts } from './english/first';
import { mfaTexts } from '../groups/mfa/texts';
import { nextTexts } from '../groups/next/texts';
import { passwordTexts } from '../groups/passwords/texts';

/**
 * Every text the login widget shows, in English, grouped by the screen (or the spec's section 8 list) that
 * shows it. Texts the login spec quotes are its words exactly; its placeholders are written in camelCase
 * ('{organization name}' is {organizationName}, the countdown's 'm:ss' is {time}).
 *
 * The parts (english/) load with the code that shows them, so a page pays for the texts of the screens it
 * reaches; each part adds its texts to the widgets' catalogues when it loads (parts.ts).
 */
export const english = { ...firstTexts, ...nextTexts, ...passwordTexts, ...mfaTexts, ...federationTexts };
