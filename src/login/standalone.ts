/**
 * The standalone widget's entry (`npm run build:widget`): the public API, and `<genios-login>` registered as
 * the module loads, so a page with no framework needs only the tag.
 */
import { defineLoginElement } from './element';

export * from './index';
export { GeniosLoginElement, defineLoginElement, type LoginElementOptions } from './element';

defineLoginElement();
