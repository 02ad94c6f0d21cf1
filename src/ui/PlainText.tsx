import { css, useTheme } from '@emotion/react';
import { messageText } from './messageText';

export interface PlainTextProps {
  text: string;
}

/** A message shown exactly as written: whitespace and line breaks kept, no markup interpreted. */
export function PlainText({ text }: PlainTextProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        ${messageText(theme)}
        white-space: pre-wrap;
      `}
    >
      {text}
    </div>
  );
}
