import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode, useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChatPanel } from '../../src/chat/ChatPanel';
import { useChatUploads } from '../../src/chat/useChatUploads';
import { useLiveEnvironment } from '../../src/live/react/LiveContext';
import { useChatConnection } from '../../src/live/react/useLiveConnections';
import type { Simulation } from '../../simulator/core/simulation';
import type { AssistantEmulator } from '../../simulator/emulators/assistant';
import type { Scenario, UploadSettings } from '../../simulator/core/scenario';
import { buildFixtures } from '../../simulator/emulators/assistant/fileReaderFixtures';
import { scenarios } from '../../simulator/scenarios';
import { SimulatedLive, simulatedUploadCenter } from '../support/SimulatedLive';

interface ConnectedChatProps {
  chatUid: string;
  simulation: Simulation;
  onOpenOutput: (uid: string) => void;
}

function ConnectedChat({ chatUid, simulation, onOpenOutput }: ConnectedChatProps) {
  const { view, connection } = useChatConnection(chatUid);
  const { clock, random } = useLiveEnvironment();
  const [center] = useState(() => simulatedUploadCenter(simulation, chatUid, clock, random));
  const uploads = useChatUploads(center);
  return (
    <ChatPanel
      view={view}
      height="480px"
      onSend={(text) => connection.addPending(text)}
      onPickFile={(file) => void center.begin(file)}
      onOpenOutput={onOpenOutput}
      uploads={uploads}
    />
  );
}

type Props = Omit<ComponentProps<typeof SimulatedLive>, 'children'> & {
  chatUid: string;
  onOpenOutput: (uid: string) => void;
};

function LiveChat({ chatUid, onOpenOutput, ...live }: Props) {
  return (
    <div style={{ width: 720 }}>
      <SimulatedLive {...live}>
        {(simulation) => <ConnectedChat chatUid={chatUid} simulation={simulation} onOpenOutput={onOpenOutput} />}
      </SimulatedLive>
    </div>
  );
}

const meta = {
  title: 'Chat/LiveChat',
  component: LiveChat,
  args: { scenario: scenarios['chat-connected'] as Scenario, chatUid: 'chat-demo', onOpenOutput: fn() },
} satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const advance = async (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  label: string,
  times = 1,
) => {
  for (let i = 0; i < times; i++) await userEvent.click(canvas.getByRole('button', { name: label }));
};

export const FullPitchReplayed: Story = {
  args: {
    scenario: {
      name: 'pitch',
      description: 'The assistant emulator runs a pitch for Acme Robotics.',
      emulators: ['assistant'],
    },
    chatUid: 'chat-1',
    prepare: (sim) =>
      void sim.fetch('POST', '/api/1/chats/create_for_ipo_pitch', {
        body: { kind: 'json', value: { query: 'Acme Robotics', organization: 'org-demo' } },
      }),
  },
  play: async ({ canvas, args }) => {
    expect(canvas.getByText('Connecting…')).toBeVisible();
    await advance(canvas, 'Advance 0.1 s', 9);
    await waitFor(() => expect(canvas.getByText('Researching Acme Robotics…')).toBeVisible());
    // Connected, answers streaming in while the chat syncs: nobody is waiting for a connection.
    expect(canvas.queryByText('Connecting…')).toBeNull();
    await advance(canvas, 'Advance 1 s', 4);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible());
    expect(canvas.getByRole('button', { name: 'Upload a file (xlsx or PDF)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Genios Output' }));
    expect(args.onOpenOutput).toHaveBeenCalledWith('output-1');
  },
};

export const DropAndReconnect: Story = {
  args: { scenario: scenarios['chat-drop-reconnect'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s', 2);
    await waitFor(() => expect(canvas.getByText('What valuation range should we show?')).toBeVisible());
    await advance(canvas, 'Advance 1 s', 2);
    await waitFor(() => expect(canvas.getByText('Welcome back: nothing was lost.')).toBeVisible());
    expect(canvas.getAllByText('What valuation range should we show?')).toHaveLength(1);
  },
};

export const AuthRefused: Story = {
  args: { scenario: scenarios['chat-auth-refused'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 0.1 s');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The chat connection stopped.'));
  },
};

export const PendingMessageTimesOut: Story = {
  args: { scenario: scenarios['chat-pending-timeout'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s', 2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ask anything' }), 'Is anyone there?{Enter}');
    await waitFor(() => expect(canvas.getByText('Sending…')).toBeVisible());
    await advance(canvas, 'Advance 10 s');
    await waitFor(() => expect(canvas.queryByText('Sending…')).toBeNull());
  },
};

export const CleanupTimeSet: Story = {
  args: { scenario: scenarios['chat-cleanup-time'] as Scenario },
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Ask anything' })).toBeDisabled());
  },
};

/** React StrictMode mounts twice in development; the chat must still open exactly one socket. */
let socketsOpened = 0;
export const StrictModeOpensOneSocket: Story = {
  args: {
    scenario: scenarios['chat-connected'] as Scenario,
    chatUid: 'chat-strict',
    wrapSockets: (factory) => (url) => {
      socketsOpened++;
      return factory(url);
    },
  },
  render: (args) => (
    <StrictMode>
      <LiveChat {...args} />
    </StrictMode>
  ),
  play: async ({ canvas }) => {
    await advance(canvas, 'Advance 1 s', 2);
    await waitFor(() => expect(canvas.getByText('What valuation range should we show?')).toBeVisible());
    expect(socketsOpened).toBe(1);
  },
};

/** A pitch chat whose uploads follow these settings (part size, injected faults). */
const pitchWithUploads = (uploads: UploadSettings): Partial<Omit<Props, 'onOpenOutput'>> => ({
  scenario: {
    name: 'pitch-uploads',
    description: 'A pitch chat that accepts files.',
    emulators: ['assistant'],
    uploads,
  },
  chatUid: 'chat-1',
  prepare: (sim) =>
    void sim.fetch('POST', '/api/1/chats/create_for_ipo_pitch', {
      body: { kind: 'json', value: { query: 'Acme Robotics', organization: 'org-demo' } },
    }),
});

const bytes = (size: number) => new Uint8Array(size).map((_, i) => (i * 31) % 251);
const pdf = (name: string, size: number) => new File([bytes(size)], name, { type: 'application/pdf' });

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Waits for the pitch to allow uploads, then picks the files as a member would. */
async function pickFiles(canvas: Canvas, canvasElement: HTMLElement, files: File[]) {
  await advance(canvas, 'Advance 1 s', 4);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Upload a file (xlsx or PDF)' })).toBeVisible());
  await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, files);
  await advance(canvas, 'Advance 0.1 s');
}

export const UploadInProgress: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 3_000 }),
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvas, canvasElement, [pdf('deck.pdf', 640 * 1024)]);
    await waitFor(() => expect(canvas.getByText('File uploaded: deck.pdf (current state: uploading)')).toBeVisible());
    await advance(canvas, 'Advance 1 s', 4);
    const bar = await canvas.findByRole('progressbar', { name: 'Upload of deck.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(canvas.getByText('320 KB of 640 KB (50%) · waiting for the server…')).toBeVisible();
  },
};

export const UploadRetrying: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, serverErrorRate: 1 }),
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvas, canvasElement, [pdf('deck.pdf', 100 * 1024)]);
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByText(/retrying…/)).toBeVisible());
  },
};

export const UploadFailed: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, rejectPart: { partNumber: 0, status: 403 } }),
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvas, canvasElement, [pdf('deck.pdf', 100 * 1024)]);
    await waitFor(() => expect(canvas.getByText(/^The upload of deck\.pdf failed\./)).toBeVisible());
    // The two lines agree, and the reason from the error catalogue is shown.
    expect(canvas.getByText('File uploaded: deck.pdf (current state: failed)')).toBeVisible();
    expect(canvas.queryByText(/current state: uploading/)).toBeNull();
    expect(canvas.getByText(/^The upload of deck\.pdf failed\./)).toHaveTextContent(
      /failed\. An error occurred that requires engineering support \(403 .+\)/,
    );
  },
};

/** A slow server: the part's bytes are out and its answer takes 20 s; the line says what it waits for. */
export const UploadAwaitingServer: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 19_000 }),
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvas, canvasElement, [pdf('model.pdf', 2_458)]);
    await waitFor(() => expect(canvas.getByText(/of 2\.4 KB \(\d+%\) · waiting for the server…/)).toBeVisible());
  },
};

export const UploadCanceled: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 5_000 }),
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvas, canvasElement, [pdf('deck.pdf', 300 * 1024)]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the upload of deck.pdf' }));
    await waitFor(() => expect(canvas.getByText('The upload of deck.pdf was canceled.')).toBeVisible());
  },
};

let readingSimulation: Simulation | undefined;
export const UploadDoneAndRead: Story = {
  args: {
    ...pitchWithUploads({ partSizeBytes: 64 * 1024 }),
    prepare: (sim) => {
      readingSimulation = sim.simulation;
      pitchWithUploads({}).prepare?.(sim);
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const fixtures = await buildFixtures();
    const workbook = new File([fixtures['acme-model.xlsx']!.slice()], 'acme-model.xlsx');
    await pickFiles(canvas, canvasElement, [workbook]);
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByText(/current state: processing/)).toBeVisible());
    // Reading the workbook is real work in real time; once done, the next simulated tick delivers it.
    const assistant = readingSimulation!.emulator<AssistantEmulator>('assistant');
    await waitFor(() => expect(assistant.uploads.state('upload-1')).toBe('processed'));
    await advance(canvas, 'Advance 0.1 s');
    await waitFor(() => expect(canvas.getByText(/current state: processed/)).toBeVisible());
    expect(canvas.getByRole('cell', { name: 'Income statement' })).toBeVisible();
    expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const SeveralFiles: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 2_000 }),
  play: async ({ canvas, canvasElement }) => {
    await pickFiles(canvas, canvasElement, [pdf('deck.pdf', 200 * 1024), pdf('appendix.pdf', 100 * 1024)]);
    await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(2));
    await advance(canvas, 'Advance 1 s', 10);
    await waitFor(() => expect(canvas.queryAllByRole('progressbar')).toHaveLength(0));
    expect(canvas.getByText(/appendix\.pdf \(current state: (uploaded|processing|processed)\)/)).toBeVisible();
  },
};
