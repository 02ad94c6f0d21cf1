import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AppAt, storyDependencies } from './appStory';

/** The app's real routes in a memory router, over a session in memory and an API that never leaves the page. */
function App({ path, loggedIn }: { path: string; loggedIn: boolean }) {
  return <AppAt path={path} deps={storyDependencies({ loggedIn }).deps} />;
}

const meta = {
  title: 'App/Routes',
  component: App,
  args: { path: '/', loggedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginWithoutSession: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  },
};

/** A protected page without a session sends the visitor to the login page. */
export const ChatRequiresSession: Story = {
  args: { path: '/chat' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(canvas.queryByRole('heading', { name: 'Chat' })).toBeNull();
  },
};

/** An existing session skips the login page. */
export const SessionGoesToDashboard: Story = {
  args: { path: '/authenticate', loggedIn: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Getting Started' })).toBeVisible();
  },
};

export const EmptyOutputUidGoesToDashboard: Story = {
  args: { path: '/output/', loggedIn: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Getting Started' })).toBeVisible();
  },
};

/** From the dashboard's footer link to the chat page, then Logout leaves for the login page. */
export const DashboardToChatToLogout: Story = {
  args: { path: '/dashboard', loggedIn: true },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to Chat' }));
    await expect(await canvas.findByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to dashboard' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to Chat' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible());
  },
};

export const UnknownAddress: Story = {
  args: { path: '/reports/2026', loggedIn: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(canvas.getByText('/reports/2026')).toBeVisible();
  },
};
