import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

export interface MountOptions {
  /**
   * Renders inside an open shadow root, so the host page's CSS cannot reach the widget nor the widget's
   * reach the page. Open, not closed: password managers and browser autofill only see fields in open roots.
   */
  shadow?: boolean;
}

export interface MountedWidget {
  unmount(): void;
}

export const mountTargetMissing = (selector: string) =>
  `The login widget cannot be mounted: no element matches the selector "${selector}".`;

function resolveTarget(target: string | Element): Element {
  if (typeof target !== 'string') return target;
  const element = document.querySelector(target);
  if (!element) throw new Error(mountTargetMissing(target));
  return element;
}

/** Each widget gets its own style cache, so its styles land where it renders (in its shadow root if any). */
function renderTarget(host: Element, shadow: boolean) {
  if (!shadow) return { container: host, styleContainer: undefined };
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  return { container, styleContainer: root };
}

/** Mounts a widget on a target element (or selector); throws, naming the selector, if there is none. */
export function mountWidget(
  target: string | Element,
  widget: ReactElement,
  { shadow = false }: MountOptions = {},
): MountedWidget {
  const host = resolveTarget(target);
  const { container, styleContainer } = renderTarget(host, shadow);
  const cache = createCache({ key: 'genios-login', container: styleContainer });
  const root = createRoot(container);
  root.render(<CacheProvider value={cache}>{widget}</CacheProvider>);
  return {
    unmount: () => {
      root.unmount();
      if (shadow) container.remove();
    },
  };
}
