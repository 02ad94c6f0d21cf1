import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VirtualClock } from '../../src/core/clock';
import { Button } from '../../src/ui/Button';
import { startBrowserSimulation } from '../../simulator/browser';
import { createInProcessSimulation } from '../../simulator/inprocess';
import { hostileFramesScenario } from '../../simulator/scenarios';
import { arrivedAt, networkTransport } from '../../tests/support/networkTransport';
import { driveHostileFrames } from '../../tests/support/simulatorDriver';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const wsOrigin = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;

/** Talks to the simulator the way the app does: fetch and WebSocket, nothing simulator-specific. */
function EchoProbe() {
  const [lines, setLines] = useState<string[]>([]);
  const log = (line: string) => setLines((previous) => [...previous, line]);
  const run = async () => {
    const response = await fetch('/api/echo?probe=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'simulator' }),
    });
    const echoed = (await response.json()) as { query: unknown; body: unknown };
    log(`HTTP ${response.status}: ${JSON.stringify(echoed.query)} ${JSON.stringify(echoed.body)}`);
    const socket = new WebSocket(`${wsOrigin()}/api/echo/socket`);
    socket.onopen = () => socket.send('ping');
    socket.onmessage = (event) => {
      log(`Socket: ${String(event.data)}`);
      socket.close(1000);
    };
    socket.onclose = (event) => log(`Socket closed: ${event.code}`);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Button onClick={() => void run()}>Call the echo emulator</Button>
      <ul aria-label="Results">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Test cases/Simulator/Browser adapter',
  component: EchoProbe,
} satisfies Meta<typeof EchoProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `parameters.simulator` starts the echo scenario: MSW answers the fetch, mock-socket the WebSocket. */
export const EchoThroughTheDecorator: Story = {
  name: 'Echo through the decorator',
  parameters: { simulator: { scenario: 'echo', seed: 7 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Call the echo emulator' }));
    const results = canvas.getByRole('list', { name: 'Results' });
    await waitFor(() => expect(results).toHaveTextContent('Socket closed: 1000'));
    expect(results).toHaveTextContent('HTTP 200: {"probe":"1"} {"hello":"simulator"}');
    expect(results).toHaveTextContent('Socket: {"echo":"ping"}');
  },
};

/**
 * The hostile-frames scenario (malformed and binary frames, a refused socket, a mid-stream close, a stall)
 * driven through MSW + mock-socket under a VirtualClock runs to completion and records the same transcript,
 * byte for byte, as the in-process adapter.
 */
export const HostileFramesMatchInProcess: Story = {
  name: 'Hostile frames match in-process',
  render: () => <p>Drives the hostile-frames scenario through the browser adapter.</p>,
  parameters: { screenshot: false },
  play: async () => {
    const expected = createInProcessSimulation({
      scenario: hostileFramesScenario,
      clock: new VirtualClock(),
      seed: 99,
    });
    const inProcessClock = expected.simulation.clock as VirtualClock;
    await driveHostileFrames({
      fetch: (method, path, json) => expected.fetch(method, path, json ? { body: { kind: 'json', value: json } } : {}),
      connect: async (path) => expected.connect(path),
      advance: async (ms) => {
        await nextTask();
        inProcessClock.advance(ms);
        await nextTask();
      },
    });

    const clock = new VirtualClock();
    const running = await startBrowserSimulation({ scenario: hostileFramesScenario, seed: 99, clock });
    try {
      // `arrived`: time moves only once the simulation has every request and frame sent, however slow the page.
      const arrived = arrivedAt(running.simulation);
      await driveHostileFrames(networkTransport({ httpBase: '', wsBase: wsOrigin(), WebSocket, clock, arrived }));
      expect(running.simulation.transcript.toJSON()).toBe(expected.simulation.transcript.toJSON());
    } finally {
      running.stop();
    }
  },
};
