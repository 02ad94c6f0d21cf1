import createCache from '@emotion/cache';

/**
 * A widget's own style cache: its class names under the widget's prefix, apart from the page's own Emotion
 * classes (`css-…`), and its rules in `container`'s shadow root when it renders in one (the document otherwise).
 */
export const widgetStyleCache = (container?: Node) => createCache({ key: 'genios-login', container });
