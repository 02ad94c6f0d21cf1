import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createOutputConnection } from '../../src/live/outputConnection';
import type { OutputView } from '../../src/live/outputConnection';
import { OutputPageView } from '../../src/output/OutputPageView';
import { Button } from '../../src/ui/Button';
import { useTexts } from '../../src/ui/texts';
import { AppLogo } from '../../app/layout';
import { pageTexts } from '../../app/pages/texts';
import { createInProcessSimulation, inProcessSocketFactory } from '../../simulator/inprocess';
import { needsSupport } from '../support/needsSupport';
import { coverEvents, notAnIpoEvents, outputViewFrom, unknownPageEvents, unreadablePageEvents } from './outputFixtures';

/** The app's own logo, as the output page shows it (OutputPage), the same as on every other page. */
const logo = <AppLogo />;

const meta = {
  title: 'App/Output/Output page',
  component: OutputPageView,
  parameters: { layout: 'fullscreen' },
  args: { view: outputViewFrom(coverEvents()), logo },
} satisfies Meta<typeof OutputPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acme Robotics' })).toBeVisible();
    expect(canvas.getByText('Nasdaq', { selector: 'strong' })).toBeVisible();
    expect(canvas.getByRole('img', { name: 'Genios' })).toBeVisible();
  },
};

const atWidth = (value: string): Story => ({
  globals: { viewport: { value, isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Acme Robotics' });
    await expect(heading).toBeVisible();
    // Readable at every width: the cover never overflows the window.
    expect(heading.closest('article')!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const CoverAt342 = atWidth('xs');
export const CoverAt576 = atWidth('sm');
export const CoverAt700 = atWidth('md');
export const CoverAt992 = atWidth('lg');
export const CoverAt1400 = atWidth('xxl');

export const LongCompanyName: Story = {
  args: {
    view: outputViewFrom(coverEvents('Internationale Maschinenbau- und Robotiktechnik Aktiengesellschaft Holding')),
  },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

export const Loading: Story = {
  args: { view: outputViewFrom([], { status: 'syncing' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).output.page.loading);
  },
};

export const NotAnIpo: Story = {
  name: 'Not an IPO',
  args: { view: outputViewFrom(notAnIpoEvents()) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyTexts(globals).output.pageProblems.notAnIpo);
  },
};

export const CoverCompanyMissing: Story = {
  args: { view: { ...outputViewFrom(coverEvents()), companies: {} } },
  play: async ({ canvas, globals }) => {
    const { coverCompanyMissing } = storyTexts(globals).output.pageProblems;
    await expect(canvas.getByRole('alert')).toHaveTextContent(coverCompanyMissing);
  },
};

export const UnknownPageType: Story = {
  args: { view: outputViewFrom(unknownPageEvents()) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      needsSupport(globals, 'Unknown page type: root--valuation-football-field'),
    );
    expect(canvas.getByRole('heading', { level: 2, name: 'Acme Robotics' })).toBeVisible();
  },
};

/** One page whose contents cannot be read (its type is an object): that page alone shows the message. */
export const UnreadablePage: Story = {
  args: { view: outputViewFrom(unreadablePageEvents()) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      needsSupport(globals, "The page's contents cannot be read: contents.type must be string, got object"),
    );
    expect(canvas.getByRole('heading', { level: 2, name: 'Acme Robotics' })).toBeVisible();
  },
};

/** The ways back the app gives (app/pages/OutputPage), as plain links in its words. */
function Navigation() {
  const { common, output } = useTexts(pageTexts);
  return (
    <>
      <a href="#chat">{output.backToChat}</a>
      <a href="#dashboard">{common.goToDashboard}</a>
    </>
  );
}

const navigation = <Navigation />;

/** The ways back to the chat and the dashboard, above the pages. */
export const WithNavigation: Story = {
  args: { navigation },
  play: async ({ canvas, globals }) => {
    const { output, pages } = storyTexts(globals);
    const nav = canvas.getByRole('navigation', { name: output.page.navigation });
    await expect(nav).toBeVisible();
    expect(canvas.getByRole('link', { name: pages.output.backToChat })).toBeVisible();
    expect(canvas.getByRole('link', { name: pages.common.goToDashboard })).toBeVisible();
  },
};

/** After a fetch error the member can try again, or leave for the chat or the dashboard. */
export const FetchErrorWithRetry: Story = {
  args: {
    view: outputViewFrom(coverEvents(), { status: 'closed', error: 'Out-of-order event' }),
    navigation,
    onRetry: fn(),
  },
  play: async ({ canvas, args, globals }) => {
    const { output, pages } = storyTexts(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(output.page.fetchError);
    await userEvent.click(canvas.getByRole('button', { name: output.page.retry }));
    expect(args.onRetry).toHaveBeenCalledOnce();
    expect(canvas.getByRole('link', { name: pages.output.backToChat })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { view: outputViewFrom(coverEvents(), { status: 'closed' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).output.page.closed)).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { view: outputViewFrom(coverEvents(), { status: 'errored', error: 'Out-of-order event' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyTexts(globals).output.page.fetchError);
  },
};

/** The pitch's output building up, replayed from the assistant emulator under a clock you step. */
function LiveBuildUp() {
  const [{ clock, connection }] = useState(() => {
    const clock = new VirtualClock();
    const sim = createInProcessSimulation({
      scenario: { name: 'pitch', description: '', emulators: ['assistant'] },
      clock,
    });
    void sim.fetch('POST', '/api/1/chats/create_for_ipo_pitch', {
      body: { kind: 'json', value: { query: 'Acme Robotics', organization: 'org-demo' } },
    });
    const connection = createOutputConnection({
      url: 'ws://simulator/api/2/output',
      organizationUid: 'org-demo',
      outputUid: 'output-1',
      clock,
      random: seededRandom(1),
      createSocket: inProcessSocketFactory(sim.simulation, clock),
    });
    connection.start();
    return { clock, connection };
  });
  const view = useSnapshot(connection.view) as OutputView;
  const [now, setNow] = useState(0);
  const step = useMemo(
    () => () => {
      clock.advance(500);
      setNow(clock.now());
    },
    [clock],
  );
  return (
    <>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12 }}>
        <Button size="small" variant="dawn" onClick={step}>
          Advance 0.5 s
        </Button>
        <span>Simulation time: {(now / 1000).toFixed(1)} s</span>
      </div>
      <OutputPageView view={view} logo={logo} />
    </>
  );
}

export const LiveBuildUpReplayed: Story = {
  render: () => <LiveBuildUp />,
  play: async ({ canvas, globals }) => {
    const { page, cover } = storyTexts(globals).output;
    const advance = canvas.getByRole('button', { name: 'Advance 0.5 s' });
    expect(canvas.getByRole('status')).toHaveTextContent(page.loading);
    for (let i = 0; i < 4; i++) await userEvent.click(advance);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Acme Robotics' })).toBeVisible());
    // The cover's own line over the first draft's subtitle (the emulator's words, the same in English), then
    // the revision that page-replaced brings at 4.5 s.
    const offering = new Set([
      ...canvas.getAllByText(cover.offering),
      ...canvas.getAllByText('Initial public offering'),
    ]);
    expect(offering.size).toBe(2);
    for (let i = 0; i < 6; i++) await userEvent.click(advance);
    await waitFor(() => expect(canvas.getByText(/indicative raise of \$\d+M/)).toBeVisible());
    expect(canvas.getByText('Simulation time: 5.0 s')).toBeVisible();
  },
};
