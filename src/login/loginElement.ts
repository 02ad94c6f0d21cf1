import type { DeepPartial, GeniosTheme } from '../theme';
import type { IntegratorConfig } from './flow';
import type { LoginOptions } from './LoginWidget';
import { mountLogin } from './mountLogin';
import type { LoginStringsOverrides } from './groups/catalogue';
import type { MountedWidget } from './widget/mount';

/** The attributes `<genios-login>` reads; everything else comes through its properties. */
const ATTRIBUTES = ['public-token', 'provider-url', 'flow-type'] as const;

/** What the element's `options` property takes: the options of `mountLogin`, any part of them. */
export type LoginElementOptions = Partial<LoginOptions>;

/** `<genios-login>` as a page's script sees it: attributes name the client and the flow, properties the rest. */
export interface GeniosLoginElement extends HTMLElement {
  options: LoginElementOptions;
  theme: DeepPartial<GeniosTheme> | undefined;
  strings: LoginStringsOverrides | undefined;
}

/**
 * `<genios-login>`: the login widget as a custom element, for pages with any framework or none. It renders in
 * an open shadow root (autofill sees its fields, the page's CSS stays out) and reports through DOM events
 * that bubble out of it: `genios-login:success` and `genios-login:error` ({ call, data } / { call, error })
 * and `genios-login:flow-complete`.
 *
 *   <genios-login public-token="public-token-live-…" provider-url="https://api.stytch.com" flow-type="Discovery">
 *
 * Attributes name the client and the flow; the `options`, `theme` and `strings` properties take the rest. It
 * mounts once it is in the document and has a public token (or a client), and mounts afresh when they change.
 *
 * The class is made when it is defined, not when the module loads: `HTMLElement` exists only in a browser, and
 * the package's entries are imported on servers too (server rendering, tests in Node).
 */
const loginElementClass = (): CustomElementConstructor =>
  class extends HTMLElement implements GeniosLoginElement {
    static readonly observedAttributes = ATTRIBUTES;

    #options: LoginElementOptions = {};
    #theme: DeepPartial<GeniosTheme> | undefined;
    #strings: LoginStringsOverrides | undefined;
    #mounted: MountedWidget | undefined;
    #scheduled = false;

    get options(): LoginElementOptions {
      return this.#options;
    }
    set options(options: LoginElementOptions) {
      this.#options = options ?? {};
      this.#schedule();
    }

    get theme(): DeepPartial<GeniosTheme> | undefined {
      return this.#theme;
    }
    set theme(theme: DeepPartial<GeniosTheme> | undefined) {
      this.#theme = theme;
      this.#schedule();
    }

    get strings(): LoginStringsOverrides | undefined {
      return this.#strings;
    }
    set strings(strings: LoginStringsOverrides | undefined) {
      this.#strings = strings;
      this.#schedule();
    }

    connectedCallback(): void {
      this.#schedule();
    }

    attributeChangedCallback(): void {
      this.#schedule();
    }

    disconnectedCallback(): void {
      this.#mounted?.unmount();
      this.#mounted = undefined;
    }

    /** Several attributes and properties set in one go mount the widget once, after the last of them. */
    #schedule(): void {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        this.#mount();
      });
    }

    #mount(): void {
      this.#mounted?.unmount();
      this.#mounted = undefined;
      const options = this.#resolvedOptions();
      if (!this.isConnected || !options) return;
      this.#mounted = mountLogin(this, {
        ...options,
        strings: this.#strings ?? options.strings,
        theme: this.#theme,
        shadow: true,
        callbacks: {
          onSuccess: (call, data) => this.#emit('success', { call, data }),
          onError: (call, error) => this.#emit('error', { call, error }),
          onFlowComplete: () => this.#emit('flow-complete', {}),
        },
      });
    }

    /** The options the attributes and the `options` property make together, or none while no client is named. */
    #resolvedOptions(): LoginOptions | undefined {
      const publicToken = this.getAttribute('public-token') ?? undefined;
      const providerBaseUrl = this.getAttribute('provider-url') ?? undefined;
      const flowType = this.getAttribute('flow-type');
      const given = this.#options;
      const config: IntegratorConfig = {
        products: ['magic_link'],
        ...given.config,
        authFlowType:
          flowType === 'Organization' || flowType === 'Discovery'
            ? flowType
            : (given.config?.authFlowType ?? 'Discovery'),
      };
      if ('client' in given && given.client) return { ...given, client: given.client, config } as LoginOptions;
      const token = publicToken ?? ('publicToken' in given ? given.publicToken : undefined);
      const url = providerBaseUrl ?? ('providerBaseUrl' in given ? given.providerBaseUrl : undefined);
      if (!token || !url) return undefined;
      return { ...given, publicToken: token, providerBaseUrl: url, config } as LoginOptions;
    }

    #emit(name: 'success' | 'error' | 'flow-complete', detail: object): void {
      this.dispatchEvent(new CustomEvent(`genios-login:${name}`, { detail, bubbles: true, composed: true }));
    }
  };

/**
 * Registers `<genios-login>`, or the element under another name (once: a page may load the module twice).
 * Where there is no `customElements` (a server), it does nothing.
 */
export function defineLoginElement(name = 'genios-login'): void {
  if (typeof customElements !== 'undefined' && !customElements.get(name)) {
    customElements.define(name, loginElementClass());
  }
}
