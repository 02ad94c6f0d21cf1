import { Markdown } from './Markdown';
import { PlainText } from './PlainText';

export interface MessageBodyProps {
  /** The message's message_format: 'text/plain' is plain text, every other value markdown. */
  format: string | null | undefined;
  text: string;
}

/** 'text/plain', in any case and with or without parameters such as a charset. */
export const isPlainTextFormat = (format: string | null | undefined) =>
  format?.split(';')[0]?.trim().toLowerCase() === 'text/plain';

/** A chat message's text, rendered as its message_format says. */
export function MessageBody({ format, text }: MessageBodyProps) {
  return isPlainTextFormat(format) ? <PlainText text={text} /> : <Markdown>{text}</Markdown>;
}
