/**
 * Markdown comes from the server, and its cost grows with its size and nesting: a hostile or runaway message
 * could freeze the page (thousands of list items) or overflow the parser's stack (thousands of nested
 * quotes). Past these limits a message is shown as plain text: every character kept, no structure.
 */
export const MARKDOWN_MAX_CHARS = 20_000;
/** Block containers (quotes, list items) opened on one line; real answers nest a handful. */
export const MARKDOWN_MAX_DEPTH = 32;

/** A quote marker, or a list marker (which needs a space or the line's end after it: '---' is a rule). */
const MARKER = String.raw`(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))`;
/** A line's leading run of block containers. */
const CONTAINER_PREFIX = new RegExp(String.raw`^[ \t]*(?:${MARKER}[ \t]*)+`, 'gm');
const CONTAINER = new RegExp(MARKER, 'gm');

/** Whether markdown is small and shallow enough to render as markdown. */
export function withinMarkdownLimits(text: string): boolean {
  if (text.length > MARKDOWN_MAX_CHARS) return false;
  for (const [prefix] of text.matchAll(CONTAINER_PREFIX)) {
    // A prefix that short cannot hold too many containers: most lines skip the count.
    if (prefix.length > MARKDOWN_MAX_DEPTH && (prefix.match(CONTAINER)?.length ?? 0) > MARKDOWN_MAX_DEPTH) {
      return false;
    }
  }
  return true;
}
