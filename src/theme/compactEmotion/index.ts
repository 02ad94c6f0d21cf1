import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  useLayoutEffect,
  useMemo,
  type ElementType,
  type ReactNode,
} from 'react';
import createCache, { type CompactCache } from './cache';
import hash from '@emotion/hash';
import { serializeStyles } from './serialize';
import { adoptSheet, sheetFor, StyleText } from './sheet';

/**
 * Emotion's React API as the standalone login widget uses it (`npm run build:widget` aliases @emotion/react,
 * its JSX runtime and @emotion/cache here), in about 1.5 kB gzip instead of 8: the same components, the
 * same class-per-style-set model, with nesting left to the browser's CSS instead of the stylis compiler.
 * The app and Storybook keep Emotion itself; tests/unit/compactEmotion.test.ts holds the two to the same CSS.
 */
export { css, keyframes } from './serialize';

const ThemeContext = createContext<object>({});
const CacheContext = createContext<CompactCache | undefined>(undefined);

export function ThemeProvider({ theme, children }: { theme: object; children?: ReactNode }) {
  return createElement(ThemeContext.Provider, { value: theme }, children);
}

export const useTheme = () => useContext(ThemeContext);

export function CacheProvider({ value, children }: { value: CompactCache; children?: ReactNode }) {
  return createElement(CacheContext.Provider, { value }, children);
}

/** Without a CacheProvider, styles go to the document under Emotion's default prefix. */
let documentCache: CompactCache | undefined;
const useCache = () => useContext(CacheContext) ?? (documentCache ??= createCache({ key: 'css' }));

/** The styles of each class name this runtime made, so a css prop can extend a class passed to it. */
const registered = new Map<string, string>();

/**
 * Emotion's rule for a css prop on an element that also gets a className: the css prop's styles come first
 * and the styles behind that class after, in one new class, so a parent's css (handed down as className)
 * overrides the component's own, as it does with Emotion.
 */
function classNameFor(className: string | undefined, styles: unknown, theme: object, cache: CompactCache) {
  const plain: string[] = [];
  let text = serializeStyles(styles, theme);
  for (const name of className?.split(' ') ?? []) {
    if (registered.has(name)) text += registered.get(name);
    else if (name) plain.push(name);
  }
  const name = `${cache.key}-${hash(text)}`;
  registered.set(name, text);
  sheetFor(cache.root).insertClass(name, text);
  return [...plain, name].join(' ');
}

/** The element's other props pass through untyped: they are whatever its JSX carried. */
interface CssPropProps {
  css: unknown;
  className?: string;
  /** The element or component the css prop was written on. */
  cssType: ElementType;
}

/** What the JSX runtime renders for an element with a css prop: the element itself, with its class. */
export const CssPropElement = forwardRef<unknown, CssPropProps>(function CssPropElement(
  { css: styles, className, cssType, ...props },
  ref,
) {
  const classes = classNameFor(className, styles, useTheme(), useCache());
  // eslint-disable-next-line react-hooks/refs -- the ref is handed on to the element, never read here
  return createElement(cssType, { ...props, ref, className: classes });
});

/**
 * Document-wide styles (the app's base styles): their own sheet, adopted while mounted; in a render outside the
 * browser, which runs no effect, they join its text as it renders.
 */
export function Global({ styles }: { styles: unknown }) {
  const theme = useTheme();
  const { root } = useCache();
  const text = useMemo(() => serializeStyles(styles, theme), [styles, theme]);
  if (root instanceof StyleText) root.insertGlobal(text);
  useLayoutEffect(() => {
    if (root instanceof StyleText) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return adoptSheet(root, sheet);
  }, [root, text]);
  return null;
}
