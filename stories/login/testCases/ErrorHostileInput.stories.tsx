import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMessage } from '../../../src/core/message';
import { storyTexts } from '../../../.storybook/modes/storyTexts';
import { defaultLoginStrings } from '../../../src/login/groups/catalogue';
import errorMeta from '../ErrorScreen.stories';
import { hostileName } from '../loginFixtures';

/** The error screen with a message naming an organization whose name is markup: it renders as text. */
const meta = { ...errorMeta, title: 'Test cases/Hostile input/Error' } satisfies Meta<typeof errorMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The flow writes the screen's texts from the catalogue: the story passes its English, the preview localizes it. */
const { error: errorTexts } = defaultLoginStrings;

export const HostileMessage: Story = {
  args: {
    view: {
      screen: 'Error',
      heading: errorTexts.heading,
      message: formatMessage(errorTexts.cannotJoinDueToAuthPolicy, { organizationName: hostileName }),
      canGoBack: false,
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { error } = storyTexts(globals).login;
    const message = formatMessage(error.cannotJoinDueToAuthPolicy, { organizationName: hostileName });
    expect(canvas.getByText(message)).toBeVisible();
    expect(canvasElement.querySelector('script, img, a')).toBeNull();
  },
};
