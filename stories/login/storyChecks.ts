import { expect, waitFor, type within } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';
import type { LoginStrings } from '../../src/login/groups/catalogue';

type Canvas = ReturnType<typeof within>;

/** The screen's heading is shown and holds the focus (it takes it when the screen appears). */
export async function expectHeadingFocused(canvas: Canvas, name: string | RegExp) {
  const heading = canvas.getByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Every image has loaded (or failed over to its letter), so the screenshot is complete. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
}

/** The line naming where a message went ('An email was sent to {email}.'): the address in bold, in its sentence. */
export const sentToLine = (canvas: Canvas, email: string) =>
  canvas.getByText(email, { selector: 'strong' }).parentElement;

/**
 * A web-mail link ('Open in Gmail'), by its whole name in the texts the story shows: the link's text, then
 * what assistive technology hears besides ('(opens in a new tab)').
 */
export function mailProviderLink(canvas: Canvas, common: LoginStrings['common'], mailProvider: string) {
  const name = `${formatMessage(common.openInMailProvider, { mailProvider })} ${common.opensInNewTab}`;
  return canvas.getByRole('link', { name });
}

/** An SSO connection's button name in the story's texts: 'Continue with Okta'. */
export const continueWithConnection = (globals: Record<string, unknown>, connectionName: string) =>
  formatMessage(storyTexts(globals).login.main.continueWithConnection, { connectionName });
