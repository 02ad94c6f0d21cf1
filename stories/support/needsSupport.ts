import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';

/** The error catalogue's engineering-support text around a message, in the locale the story renders with. */
export const needsSupport = (globals: Record<string, unknown>, message: string): string =>
  formatMessage(storyTexts(globals).errors.needsSupport, { message });
