import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import emailConfirmationMeta from '../EmailConfirmationScreen.stories';
import { hostileName } from '../loginFixtures';

/** Email confirmation for an address that is markup: it renders as text, never as markup. */
const meta = {
  ...emailConfirmationMeta,
  title: 'Test cases/Hostile input/Email confirmation',
} satisfies Meta<typeof emailConfirmationMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostileEmail: Story = {
  args: { view: { screen: 'EmailConfirmation', email: hostileName, senderDomain: null } },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByText(hostileName, { selector: 'strong' })).toBeVisible();
    expect(canvasElement.querySelector('script, img')).toBeNull();
  },
};
