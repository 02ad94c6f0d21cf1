import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { ErrorView, RouteErrorPage } from '../../app/pages/RouteErrorPage';
import { InternalError, UserReadableError } from '../../src/core/errors';
import { needsSupport } from '../support/needsSupport';
import { InRouter } from './appStory';

const meta = {
  title: 'App/Pages/Route error',
  component: ErrorView,
  args: { error: new UserReadableError('The assistant is being updated. Try again in a few minutes.') },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <InRouter>
      <ErrorView {...args} />
    </InRouter>
  ),
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A human-readable error says its own message. */
export const HumanReadable: Story = {
  play: async ({ canvas, globals }) => {
    const { routeError, common } = storyTexts(globals).pages;
    await expect(await canvas.findByRole('heading', { name: routeError.heading, level: 1 })).toBeVisible();
    // A human-readable error is data: its message is shown as written, in every locale.
    expect(canvas.getByRole('alert').textContent).toBe('The assistant is being updated. Try again in a few minutes.');
    expect(canvas.getByRole('link', { name: common.goToStart })).toHaveAttribute('href', '/');
  },
};

/** Any other error: the spec's engineering-support text around its message. */
export const EngineeringSupport: Story = {
  args: { error: new InternalError('Event order went backwards: 12 after 14') },
  play: async ({ canvas, globals }) => {
    expect((await canvas.findByRole('alert')).textContent).toBe(
      needsSupport(globals, 'Event order went backwards: 12 after 14'),
    );
  },
};

/** Not even an Error: its text still reaches the engineers. */
export const ThrownValue: Story = {
  args: { error: 'socket refused' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(needsSupport(globals, 'socket refused'));
  },
};

/** A route whose loader throws: the boundary of the app's routes renders the rule. */
function FailingRoute({ failure }: { failure: () => never }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => failure(),
        element: <p>Never shown</p>,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>Loading</p>,
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

export const FromALoader: Story = {
  render: () => (
    <FailingRoute
      failure={() => {
        throw new InternalError('The organization could not be loaded');
      }}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      needsSupport(globals, 'The organization could not be loaded'),
    );
    expect(canvas.queryByText('Never shown')).toBeNull();
  },
};

/** A thrown 404 answer shows the not-found page; another status reads as an error. */
export const NotFoundAnswer: Story = {
  render: () => (
    <FailingRoute
      failure={() => {
        throw data(null, { status: 404, statusText: 'Not Found' });
      }}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { name: storyTexts(globals).pages.notFound.heading }),
    ).toBeVisible();
  },
};

export const ServiceUnavailableAnswer: Story = {
  render: () => (
    <FailingRoute
      failure={() => {
        throw data(null, { status: 503, statusText: 'Service Unavailable' });
      }}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(needsSupport(globals, '503 Service Unavailable'));
  },
};
