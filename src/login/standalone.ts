/**
 * `@genios/login`: the widget for any page, rendered by the Preact inside the package (preact/compat). Mount it
 * on an element, or register `<genios-login>` under a name of the page's choosing; nothing runs as it loads
 * (`@genios/login/element` registers the element by importing it).
 */
export { mountLogin } from './mountLogin';
export { defineLoginElement, type GeniosLoginElement, type LoginElementOptions } from './loginElement';
export * from './publicTypes';
