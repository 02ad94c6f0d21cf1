import { css, type Theme } from '@emotion/react';

/** The one focus ring every interactive primitive shows: visible on keyboard focus, never removed. */
export const focusRing = (theme: Theme) => css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
