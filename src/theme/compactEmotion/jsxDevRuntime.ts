import { Fragment, jsxDEV as plainJsxDev } from 'react/jsx-dev-runtime';
import { CssPropElement } from './index';

/**
 * @emotion/react/jsx-dev-runtime for the compact runtime. The widget build never uses it; the login stories,
 * compiled in development mode, do when they run on the shipped renderer.
 */
export const jsxDEV: typeof plainJsxDev = (type, props, ...rest) =>
  Object.hasOwn(props as object, 'css')
    ? plainJsxDev(CssPropElement, { ...(props as object), cssType: type }, ...rest)
    : plainJsxDev(type, props, ...rest);
export { Fragment };
