import { css, useTheme, type SerializedStyles, type Theme } from '@emotion/react';
import { memo, type ReactElement } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { LruCache } from '../core/lruCache';
import { formatMessage, type MessagesOf } from '../core/message';
import { focusRing } from './focus';
import { MarkdownImage } from './MarkdownImage';
import { messageText } from './messageText';
import { PlainText } from './PlainText';
import { isExternalUrl, safeUrl } from './safeUrl';
import { useTexts } from './texts';
import { uiTexts } from './uiTexts';
import { visuallyHidden } from './visuallyHidden';

export interface MarkdownProps {
  /** Untrusted markdown (GitHub flavoured). Raw HTML is dropped, never rendered. */
  children: string;
  /**
   * Shows a text not formatted before as it is written, and formats it when rendered again without this: for
   * a list that mounts many messages at once and formats them in a background render.
   */
  formatLater?: boolean;
}

const remarkPlugins = [remarkGfm];

/** Only allowlisted URLs survive; a refused one is removed, so its link or image renders as text. */
const urlTransform: UrlTransform = (url, key, node) =>
  safeUrl(url, key === 'src' || node.tagName === 'img' ? 'image' : 'link') ?? undefined;

/** A GFM task list item's box: read-only, and named so it is announced with its state. */
function TaskBox({ checked }: { checked: boolean }) {
  const { markdown } = useTexts(uiTexts);
  return (
    <input
      type="checkbox"
      checked={checked}
      disabled
      readOnly
      aria-label={checked ? markdown.taskDone : markdown.taskToDo}
    />
  );
}

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) =>
    href ? (
      <a {...rest} href={href} {...(isExternalUrl(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    ) : (
      // A link whose address was refused: its text stays, nothing is clickable.
      <span data-refused-link="">{children}</span>
    ),
  img: MarkdownImage,
  input: ({ node: _node, type, checked }) => (type === 'checkbox' ? <TaskBox checked={Boolean(checked)} /> : null),
  // Wide tables scroll inside the bubble; the scroller is focusable so keyboard users can scroll it.
  table: ({ node: _node, ...rest }) => (
    <div data-table-scroll="" tabIndex={0}>
      <table {...rest} />
    </div>
  ),
};

const markdownStyle = (theme: Theme) => css`
  ${messageText(theme)}
  /* GFM footnotes label their section with this class. */
  .sr-only {
    ${visuallyHidden}
  }
  /* The first child, said without :first-child, which Emotion warns of (unsafe only where pages render on a server). */
  & > :not(* + *) {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  pre,
  blockquote,
  [data-table-scroll] {
    margin: 0 0 0.75em;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1em 0 0.4em;
    font-weight: 700;
    line-height: 1.3;
  }
  h1 {
    font-size: ${Math.round(theme.fonts.headingSize * 0.85)}px;
  }
  h2 {
    font-size: ${Math.round(theme.fonts.headingSize * 0.75)}px;
  }
  h3,
  h4,
  h5,
  h6 {
    font-size: ${theme.fonts.size}px;
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: 0.25em;
  }
  li > ul,
  li > ol {
    margin-bottom: 0;
  }
  .contains-task-list {
    list-style: none;
    padding-inline-start: 0.25em;
  }
  .task-list-item input {
    appearance: none;
    position: relative;
    display: inline-block;
    width: 16px;
    height: 16px;
    margin: 0;
    margin-inline-end: 8px;
    vertical-align: -2px;
    border: 2px solid ${theme.colors.secondary};
    border-radius: 3px;
    background: ${theme.colors.background};
  }
  .task-list-item input:checked {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
  }
  .task-list-item input:checked::after {
    content: '';
    position: absolute;
    left: 3px;
    top: 0;
    width: 4px;
    height: 8px;
    border: solid ${theme.colors.background};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: 2px;
    ${focusRing(theme)}
  }
  code {
    font-family: ${theme.fonts.monoFamily};
    font-size: 0.875em;
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.border};
  }
  pre {
    padding: 10px 12px;
    border-radius: 6px;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.45;
  }
  pre code {
    padding: 0;
    border: none;
    background: none;
    font-size: 0.875em;
  }
  blockquote {
    padding: 0;
    padding-inline-start: 12px;
    margin-inline: 0;
    border-inline-start: 4px solid ${theme.colors.border};
    font-style: italic;
  }
  hr {
    border: none;
    border-top: 1px solid ${theme.colors.border};
    margin: 1em 0;
  }
  img {
    max-width: 100%;
    height: auto;
    vertical-align: middle;
  }
  del {
    text-decoration: line-through;
  }
  [data-table-scroll] {
    max-width: 100%;
    overflow-x: auto;
    border-radius: 4px;
    ${focusRing(theme)}
  }
  table {
    border-collapse: collapse;
    font-size: ${theme.fonts.smallSize}px;
    line-height: 1.4;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${theme.colors.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: normal;
  }
  th {
    font-weight: 700;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
`;

/** Enough for several screens of a long chat or output page: scrolling back does not parse again. */
const RENDERED_CAPACITY = 500;
const styles = new WeakMap<Theme, SerializedStyles>();

type MarkdownTexts = MessagesOf<typeof uiTexts>['markdown'];

/** Footnotes' words: their heading, and the name of each link back ('1', or '1-2' for a second use of one). */
const footnoteTexts = (texts: MarkdownTexts) => ({
  footnoteLabel: texts.footnotes,
  footnoteBackLabel: (reference: number, rereference: number) =>
    formatMessage(texts.backToReference, { reference: `${reference + 1}${rereference > 1 ? `-${rereference}` : ''}` }),
});

/** The element tree of `text`: parsing is the costly part, and the tree depends on the text and the locale only. */
const render = (text: string, texts: MarkdownTexts) =>
  ReactMarkdown({
    children: text,
    remarkPlugins,
    remarkRehypeOptions: footnoteTexts(texts),
    skipHtml: true,
    urlTransform,
    components,
  }) as ReactElement;

/** The trees rendered in each locale shown (its markdown texts), by text. */
const rendered = new WeakMap<MarkdownTexts, LruCache<string, ReactElement>>();
const renderedIn = (texts: MarkdownTexts) => {
  let cache = rendered.get(texts);
  if (!cache) rendered.set(texts, (cache = new LruCache(RENDERED_CAPACITY)));
  return cache;
};

/**
 * Chat and output markdown: GitHub flavoured (tables, strikethrough, task lists, autolinks), raw HTML
 * skipped, URLs allowlisted by {@link safeUrl}, web links opened in a new tab without an opener, images
 * loaded only from allowed origins ({@link MarkdownImage}).
 * Colours and sizes come from the theme; text colour is inherited from the bubble.
 * Parsed once per text (memoised, and cached across remounts), never again on a re-render.
 */
export const Markdown = memo(function Markdown({ children, formatLater = false }: MarkdownProps) {
  const theme = useTheme();
  const { markdown } = useTexts(uiTexts);
  let style = styles.get(theme);
  if (!style) styles.set(theme, (style = markdownStyle(theme)));
  const cache = renderedIn(markdown);
  if (formatLater && !cache.has(children)) return <PlainText text={children} />;
  return <div css={style}>{cache.get(children, (text) => render(text, markdown))}</div>;
});
