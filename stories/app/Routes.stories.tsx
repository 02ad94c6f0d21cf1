import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { AppAt, storyDependencies } from './appStory';

/**
 * The app's real routes in a memory router, over a session in memory and an API that never leaves the page. The
 * login page is a page of its own: leaving for it is the `leaveForLogin` spy.
 */
function App({ path, loggedIn, leaveForLogin }: { path: string; loggedIn: boolean; leaveForLogin: () => void }) {
  return <AppAt path={path} deps={storyDependencies({ loggedIn, leaveForLogin }).deps} />;
}

const meta = {
  title: 'Test cases/App/Routes',
  component: App,
  args: { path: '/dashboard', loggedIn: true, leaveForLogin: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A session that is gone by the time the page has started: the page leaves for the login page. */
export const ChatRequiresSession: Story = {
  args: { path: '/chat', loggedIn: false },
  // The page has left for the login page: nothing of it is left to picture.
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await waitFor(() => expect(args.leaveForLogin).toHaveBeenCalled());
  },
};

export const EmptyOutputUidGoesToDashboard: Story = {
  name: 'Empty output UID goes to the dashboard',
  args: { path: '/output/' },
  play: async ({ canvas, globals }) => {
    const { dashboard } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: dashboard.gettingStarted })).toBeVisible();
  },
};

/** From the dashboard's footer link to the chat page, then Logout leaves for the login page. */
export const DashboardToChatToLogout: Story = {
  // The page has left for the login page: nothing of it is left to picture.
  parameters: { screenshot: false },
  play: async ({ args, canvas, globals }) => {
    const { pages } = storyTexts(globals);
    await userEvent.click(await canvas.findByRole('link', { name: pages.dashboard.goToChat }));
    await expect(await canvas.findByRole('heading', { name: pages.chat.heading, level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: pages.common.goToDashboard }));
    await userEvent.click(await canvas.findByRole('link', { name: pages.dashboard.goToChat }));
    await userEvent.click(await canvas.findByRole('button', { name: pages.chat.logout }));
    await waitFor(() => expect(args.leaveForLogin).toHaveBeenCalled());
  },
};

export const UnknownAddress: Story = {
  args: { path: '/reports/2026' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { name: storyTexts(globals).pages.notFound.heading }),
    ).toBeVisible();
    expect(canvas.getByText('/reports/2026')).toBeVisible();
  },
};
