import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { AppAt, storyDependencies } from './appStory';

/** The app's real routes in a memory router, over a session in memory and an API that never leaves the page. */
function App({ path, loggedIn }: { path: string; loggedIn: boolean }) {
  return <AppAt path={path} deps={storyDependencies({ loggedIn }).deps} />;
}

const meta = {
  title: 'Test cases/App/Routes',
  component: App,
  args: { path: '/', loggedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginWithoutSession: Story = {
  play: async ({ canvas, globals }) => {
    const { main } = storyTexts(globals).login;
    await expect(await canvas.findByRole('heading', { name: main.signUpOrLogIn })).toBeVisible();
  },
};

/** A protected page without a session sends the visitor to the login page. */
export const ChatRequiresSession: Story = {
  args: { path: '/chat' },
  play: async ({ canvas, globals }) => {
    const { login, pages } = storyTexts(globals);
    await expect(await canvas.findByRole('heading', { name: login.main.signUpOrLogIn })).toBeVisible();
    expect(canvas.queryByRole('heading', { name: pages.chat.heading })).toBeNull();
  },
};

/** An existing session skips the login page. */
export const SessionGoesToDashboard: Story = {
  args: { path: '/authenticate', loggedIn: true },
  play: async ({ canvas, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: dashboard.gettingStarted })).toBeVisible();
  },
};

export const EmptyOutputUidGoesToDashboard: Story = {
  name: 'Empty output UID goes to the dashboard',
  args: { path: '/output/', loggedIn: true },
  play: async ({ canvas, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: dashboard.gettingStarted })).toBeVisible();
  },
};

/** From the dashboard's footer link to the chat page, then Logout leaves for the login page. */
export const DashboardToChatToLogout: Story = {
  args: { path: '/dashboard', loggedIn: true },
  play: async ({ canvas, globals }) => {
    const { login, pages } = storyTexts(globals);
    await userEvent.click(await canvas.findByRole('link', { name: pages.dashboard.goToChat }));
    await expect(await canvas.findByRole('heading', { name: pages.chat.heading, level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: pages.common.goToDashboard }));
    await userEvent.click(await canvas.findByRole('link', { name: pages.dashboard.goToChat }));
    await userEvent.click(await canvas.findByRole('button', { name: pages.chat.logout }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: login.main.signUpOrLogIn })).toBeVisible());
  },
};

export const UnknownAddress: Story = {
  args: { path: '/reports/2026', loggedIn: true },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { name: storyTexts(globals).pages.notFound.heading }),
    ).toBeVisible();
    expect(canvas.getByText('/reports/2026')).toBeVisible();
  },
};
