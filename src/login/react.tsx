/**
 * `@genios/login/react`: the widget as a component of the host's own React tree (React 18 or 19, the host's
 * copy: its contexts, StrictMode and Suspense reach it). Nothing touches the page as the module loads, and a
 * server renders nothing in its place, so server-rendered hosts may import and render it; it draws in the
 * browser.
 */
import { CacheProvider } from '@emotion/react';
import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { LoginWidget as Widget, type LoginWidgetProps } from './LoginWidget';
import { widgetStyleCache } from './widget/styleCache';

export * from './publicTypes';

const unchanging = () => () => {};

/**
 * True in a browser; false on a server and while the browser hydrates what a server drew (nothing), so the two
 * agree. The widget needs the page (its address, storage, cookies and style sheets) from its first render.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/**
 * `<LoginWidget options theme callbacks/>` in a React page. Its styles get a cache of their own, as a mounted
 * widget's do: class names under the widget's prefix, never mixed with the page's own Emotion classes.
 */
export function LoginWidget(props: LoginWidgetProps): ReactElement | null {
  return useInBrowser() ? <StyledWidget {...props} /> : null;
}

function StyledWidget(props: LoginWidgetProps) {
  const [cache] = useState(() => widgetStyleCache());
  return (
    <CacheProvider value={cache}>
      <Widget {...props} />
    </CacheProvider>
  );
}
