import { useTheme } from '@emotion/react';
import { focusRing } from '../../ui/focus';
import { splitTextLinks } from './textLinks';

/** A message as plain text, with its http(s) addresses (documentation links) made clickable. */
export function LinkedText({ text }: { text: string }) {
  const theme = useTheme();
  return (
    <>
      {splitTextLinks(text).map((piece, index) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <a
            // Pieces never move: the index is a stable key.
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer"
            css={[{ color: theme.colors.primary, overflowWrap: 'anywhere' }, focusRing(theme)]}
          >
            {piece.href}
          </a>
        ),
      )}
    </>
  );
}
