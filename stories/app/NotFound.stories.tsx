import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { NotFoundView } from '../../app/pages/NotFoundPage';
import { InRouter } from './appStory';

const meta = {
  title: 'App/Pages/Not found',
  component: NotFoundView,
  args: { pathname: '/no/such/page' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <InRouter path={args.pathname}>
      <NotFoundView {...args} />
    </InRouter>
  ),
} satisfies Meta<typeof NotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAddress: Story = {
  play: async ({ canvas, globals }) => {
    const { notFound, common } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: notFound.heading, level: 1 })).toBeVisible();
    expect(canvas.getByText('/no/such/page')).toBeVisible();
    expect(canvas.getByRole('link', { name: common.goToStart })).toHaveAttribute('href', '/');
  },
};
