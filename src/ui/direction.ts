/**
 * For an icon that points along the line (a back arrow, a chevron to go on): drawn for left-to-right text,
 * it turns round where the text runs right to left. `:dir()` follows the direction into a shadow root too.
 */
export const mirroredRightToLeft = { '&:dir(rtl)': { transform: 'scaleX(-1)' } } as const;
