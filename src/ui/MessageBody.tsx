import { Markdown } from './Markdown';
import { withinMarkdownLimits } from './markdownLimits';
import { PlainText } from './PlainText';
import { RenderGuard } from './RenderGuard';

export interface MessageBodyProps {
  /** The message's message_format: 'text/plain' is plain text, every other value markdown. */
  format: string | null | undefined;
  text: string;
  /** See MarkdownProps.formatLater. */
  formatLater?: boolean;
}

/** 'text/plain', in any case and with or without parameters such as a charset. */
export const isPlainTextFormat = (format: string | null | undefined) =>
  format?.split(';')[0]?.trim().toLowerCase() === 'text/plain';

const plain = (text: string) => <PlainText text={text} />;

/**
 * A message's text, rendered as its message_format says. Markdown too large or too deeply nested to render
 * safely, or that fails to render, is shown as plain text: the words are never lost.
 */
export function MessageBody({ format, text, formatLater }: MessageBodyProps) {
  if (isPlainTextFormat(format) || !withinMarkdownLimits(text)) return plain(text);
  return (
    <RenderGuard fallback={() => plain(text)}>
      <Markdown formatLater={formatLater}>{text}</Markdown>
    </RenderGuard>
  );
}
