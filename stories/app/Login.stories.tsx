import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginSlot } from '../../app/pages/LoginPage';
import { Page } from '../../app/layout';
import { storyDependencies } from './appStory';

const meta = {
  title: 'App/Login',
  component: LoginSlot,
  args: {
    config: storyDependencies({ loggedIn: false }).deps.config,
    redirectUrl: 'https://app.genios.example/authenticate',
    sessionDurationMinutes: 60,
    onLoggedIn: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Page width="narrow">
      <LoginSlot {...args} />
    </Page>
  ),
} satisfies Meta<typeof LoginSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder where the login widget goes, with the props the widget will take. */
export const WidgetPlaceholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign up or log in', level: 1 })).toBeVisible();
    expect(canvas.getByRole('img', { name: 'Genios' })).toBeVisible();
    expect(canvas.getByText('Provider: https://provider.genios.invalid')).toBeVisible();
  },
};
