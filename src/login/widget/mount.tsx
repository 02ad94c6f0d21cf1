import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetStyleCache } from './styleCache';

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

/**
 * Each mount renders into a container of its own, appended to the host (or to its shadow root), laid out as if
 * the widget were the host's own child. Each gets its own style cache too, so its styles land where it renders.
 */
function renderTarget(host: Element, shadow: boolean) {
  const shadowRoot = shadow ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : undefined;
  const container = document.createElement('div');
  container.style.display = 'contents';
  (shadowRoot ?? host).append(container);
  return { container, styleContainer: shadowRoot };
}

/** Mounts a widget on a target element (or selector); throws, naming the selector, if there is none. */
export function mountWidget(
  target: string | Element,
  widget: ReactElement,
  { shadow = false }: MountOptions = {},
): MountedWidget {
  const host = resolveTarget(target);
  const { container, styleContainer } = renderTarget(host, shadow);
  const cache = widgetStyleCache(styleContainer);
  const root = createRoot(container);
  root.render(<CacheProvider value={cache}>{widget}</CacheProvider>);
  let mounted = true;
  return {
    unmount: () => {
      if (!mounted) return;
      mounted = false;
      // The widget leaves the page at once. Its root is unmounted a moment later: an integrator's page often
      // unmounts it while React renders (an effect's cleanup), where React refuses to unmount another root
      // synchronously. A widget mounted again at once on the same host has a container of its own.
      container.remove();
      queueMicrotask(() => root.unmount());
    },
  };
}
