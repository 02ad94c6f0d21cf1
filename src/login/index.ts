/**
 * The login widget's public API (login spec, sections 1 and 3): mount it on a page, or render it in React.
 * Everything else under src/login is the widget's inside and may change. The package integrators install
 * (packages/login) is built from ./standalone.ts, ./element.ts and ./react.tsx beside it.
 */
export { LoginWidget } from './LoginWidget';
export { mountLogin } from './mountLogin';
export * from './publicTypes';
