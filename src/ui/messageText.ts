import { css, type Theme } from '@emotion/react';

/**
 * The text base shared by every message body (plain or markdown). Colour is inherited so the body reads
 * on whatever surface holds it (a light or a dark chat bubble); long words and URLs wrap.
 */
export const messageText = (theme: Theme) => css`
  font-family: ${theme.fonts.family};
  font-size: ${theme.fonts.size}px;
  line-height: 1.5;
  color: inherit;
  overflow-wrap: anywhere;
  min-width: 0;
`;
