import type { Theme } from '@emotion/react';

/** Shared spacing and text styles, so every screen has the same rhythm. */

/**
 * The widget's card: the theme's container (400 px wide by default, the whole width on a narrower screen),
 * its padding, background, border and radius. The widget draws it, and so do the screen stories around a screen.
 */
export const widgetCard = ({ container }: Theme) =>
  ({
    boxSizing: 'border-box',
    width: container.width,
    maxWidth: '100%',
    padding: container.padding,
    background: container.background,
    border: `1px solid ${container.borderColor}`,
    borderRadius: container.borderRadius,
  }) as const;

/** A vertical stack of blocks with one gap between them. */
export const stack = (gap: number) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Between a form's fields and its button. */
export const formGap = 16;
/** Between stacked full-width buttons. */
export const buttonGap = 12;

export const bodyText = (theme: Theme) =>
  ({
    margin: 0,
    fontFamily: theme.fonts.family,
    fontSize: theme.fonts.size,
    lineHeight: 1.5,
    color: theme.colors.text,
    overflowWrap: 'anywhere',
  }) as const;

export const smallText = (theme: Theme) =>
  ({
    margin: 0,
    fontFamily: theme.fonts.family,
    fontSize: theme.fonts.smallSize,
    lineHeight: 1.5,
    color: theme.colors.text,
    overflowWrap: 'anywhere',
  }) as const;

/**
 * A block or a field holding data that reads left to right in every language (a phone number, a code, a
 * secret): in a right-to-left page it keeps its order ('+1 (415) 555-0123', not '0123-555 (415) 1+') and
 * still lines up with the page's start, the right, like the text around it.
 */
export const leftToRightData = { '&:dir(rtl)': { direction: 'ltr', textAlign: 'right' } } as const;

/** A centred row of text and link actions under a form ('Use a password instead', 'Resend code'). */
export const linkRow = (theme: Theme) => ({ ...smallText(theme), textAlign: 'center' }) as const;
