import { Fragment, jsx as plainJsx, jsxs as plainJsxs } from 'react/jsx-runtime';
import type { ElementType } from 'react';
import { CssPropElement } from './index';

/** @emotion/react/jsx-runtime for the compact runtime: an element with a css prop renders through CssPropElement. */
type Props = Record<string, unknown>;

const withCss = (render: typeof plainJsx) => (type: ElementType, props: Props, key?: string) =>
  Object.hasOwn(props, 'css') ? render(CssPropElement, { ...props, cssType: type }, key) : render(type, props, key);

export const jsx = withCss(plainJsx);
export const jsxs = withCss(plainJsxs);
export { Fragment };
