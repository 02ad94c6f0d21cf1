import type { FlowLocation, WidgetFlowOptions } from '../flow';

/**
 * The host page as the flow sees it by default: its address (a token leaves it through
 * history.replaceState, without a reload), and its local storage. One object for the page, as the flow
 * remembers the tokens a page already sent by its location (flow/intents/load.ts).
 */
export const pageLocation: FlowLocation = {
  get href() {
    return globalThis.location.href;
  },
  replace: (url) => globalThis.history.replaceState(globalThis.history.state, '', url),
  assign: (url) => globalThis.location.assign(url),
};

export const pageStorage = (): WidgetFlowOptions['storage'] => globalThis.localStorage;
