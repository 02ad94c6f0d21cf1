import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatMessage } from '../../../src/core/message';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import mainMeta from '../MainScreen.stories';
import { hostileName, mainView, sso } from '../loginFixtures';
import { expectHeadingFocused } from '../storyChecks';

/** Main with an organization and a connection whose names are markup: they render as text, never as markup. */
const meta = { ...mainMeta, title: 'Test cases/Hostile input/Main' } satisfies Meta<typeof mainMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileOrganizationName: Story = {
  args: {
    view: mainView({
      header: `Continue to ${hostileName}`,
      organizationLogo: { name: hostileName, logoUrl: null },
      applicationLogo: undefined,
      blocks: [sso([{ connection_id: 'c-1', display_name: hostileName, identity_provider: 'okta' }])],
    }),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { main } = storyTexts(globals).login;
    await expectHeadingFocused(canvas, formatMessage(main.continueTo, { organizationName: hostileName }));
    expect(canvasElement.querySelector('script')).toBeNull();
    expect(canvasElement.querySelector('img')).toBeNull();
    // The logo falls back to the name's first character, as text.
    expect(canvas.getByRole('img', { name: hostileName })).toHaveTextContent('<');
    const hostileConnection = formatMessage(main.continueWithConnection, { connectionName: hostileName });
    await userEvent.click(canvas.getByRole('button', { name: hostileConnection }));
    expect(args.intents.startSso).toHaveBeenCalledWith('c-1');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
