/** Markdown for the file summaries: text taken from an uploaded file is shown to the member, never interpreted. */

/** U+2060 WORD JOINER: invisible, and not a character GFM accepts inside a bare URL or e-mail address. */
const WORD_JOINER = '\u2060';

/**
 * Makes text from a file literal in GitHub-flavoured markdown, on one line of at most maxLength characters.
 * CommonMark renders a backslash-escaped punctuation mark as itself. Escaped everywhere: the marks that open inline
 * syntax (emphasis, code, links, HTML, entities, table cells, strikethrough). Escaped at the start only: the marks
 * that open a block there (heading, list, setext underline), as the text may follow a list bullet. GFM turns bare
 * URLs and e-mail addresses into links after escapes are resolved, so those are broken with a word joiner instead.
 */
export function literal(text: string, maxLength = 60): string {
  return clip(text.replace(/[\s\p{Cc}]+/gu, ' ').trim(), maxLength)
    .replace(/:\/\//g, `:${WORD_JOINER}//`)
    .replace(/(www)\./gi, `$1${WORD_JOINER}.`)
    .replace(/@/g, `${WORD_JOINER}@`)
    .replace(/[\\`*_[\]<>&|~]/g, '\\$&')
    .replace(/^[-+=#]|^(\d+)([.)])/, (marker, digits?: string, mark?: string) =>
      digits ? `${digits}\\${mark}` : `\\${marker}`,
    );
}

/** Shortens text to maxLength code points (so no emoji is cut in half), marking the cut with an ellipsis. */
function clip(text: string, maxLength: number): string {
  const characters = [...text];
  return characters.length <= maxLength ? text : `${characters.slice(0, maxLength - 1).join('')}…`;
}

/** A GFM table; the cells must already be markdown (numbers, or text passed through literal). */
export function table(header: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}

const figureFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A figure for the member to read: grouped thousands, at most two decimals, the same in every locale. */
export const formatFigure = (value: number) => figureFormat.format(value);

/** The member's name for the file, ready to put in a sentence. */
export const fileLabel = (name: string) => `*${literal(name)}*`;

/** "1 sheet", "3 sheets": nouns here all take a plain s. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
