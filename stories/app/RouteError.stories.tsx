import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { expect } from 'storybook/test';
import { ErrorView, RouteErrorPage } from '../../app/pages/RouteErrorPage';
import { InternalError, UserReadableError } from '../../src/core/errors';
import { InRouter } from './appStory';

const meta = {
  title: 'App/RouteError',
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent(
      /^The assistant is being updated\. Try again in a few minutes\.$/,
    );
    expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
};

/** Any other error: the spec's engineering-support text around its message. */
export const EngineeringSupport: Story = {
  args: { error: new InternalError('Event order went backwards: 12 after 14') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^An error occurred that requires engineering support \(Event order went backwards: 12 after 14\)$/,
    );
  },
};

/** Not even an Error: its text still reaches the engineers. */
export const ThrownValue: Story = {
  args: { error: 'socket refused' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred that requires engineering support (socket refused)',
    );
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred that requires engineering support (The organization could not be loaded)',
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred that requires engineering support (503 Service Unavailable)',
    );
  },
};
