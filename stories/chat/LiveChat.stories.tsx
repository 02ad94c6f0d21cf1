import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyTexts } from '../../.storybook/modes/storyTexts';
import { formatMessage } from '../../src/core/message';
import type { Simulation } from '../../simulator/core/simulation';
import type { AssistantEmulator } from '../../simulator/emulators/assistant';
import type { Scenario, UploadSettings } from '../../simulator/core/scenario';
import { buildFixtures } from '../../simulator/emulators/assistant/fileReaderFixtures';
import { scenarios } from '../../simulator/scenarios';
import { templatePattern } from '../support/templatePattern';
import { cancelUpload, fileLine, uploadProgress } from './chatFixtures';
import { advance, LiveChat, type LiveChatProps } from './liveChatStory';

const meta = {
  title: 'App/Chat/Live chat',
  component: LiveChat,
  args: { scenario: scenarios['chat-connected'] as Scenario, chatUid: 'chat-demo', onOpenOutput: fn() },
} satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

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
  play: async ({ canvas, args, globals }) => {
    const { connection, filePicker, conversation } = storyTexts(globals).chat;
    expect(canvas.getByText(connection.connecting)).toBeVisible();
    await advance(canvas, 'Advance 0.1 s', 9);
    await waitFor(() => expect(canvas.getByText('Researching Acme Robotics…')).toBeVisible());
    // Connected, answers streaming in while the chat syncs: nobody is waiting for a connection.
    expect(canvas.queryByText(connection.connecting)).toBeNull();
    await advance(canvas, 'Advance 1 s', 4);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'IPO pitch: Acme Robotics' })).toBeVisible());
    expect(canvas.getByRole('button', { name: filePicker.upload })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: conversation.goToOutput }));
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
  play: async ({ canvas, globals }) => {
    const { stopped } = storyTexts(globals).chat.connection;
    await advance(canvas, 'Advance 0.1 s');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(stopped));
  },
};

export const PendingMessageTimesOut: Story = {
  args: { scenario: scenarios['chat-pending-timeout'] as Scenario },
  play: async ({ canvas, globals }) => {
    const { composer, conversation } = storyTexts(globals).chat;
    await advance(canvas, 'Advance 1 s', 2);
    await userEvent.type(canvas.getByRole('textbox', { name: composer.label }), 'Is anyone there?{Enter}');
    await waitFor(() => expect(canvas.getByText(conversation.sending)).toBeVisible());
    await advance(canvas, 'Advance 10 s');
    await waitFor(() => expect(canvas.queryByText(conversation.sending)).toBeNull());
  },
};

export const CleanupTimeSet: Story = {
  args: { scenario: scenarios['chat-cleanup-time'] as Scenario },
  play: async ({ canvas, globals }) => {
    const { composer } = storyTexts(globals).chat;
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: composer.label })).toBeDisabled());
  },
};

/** A pitch chat whose uploads follow these settings (part size, injected faults). */
const pitchWithUploads = (uploads: UploadSettings): Partial<Omit<LiveChatProps, 'onOpenOutput'>> => ({
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

type PlayContext = Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'canvasElement' | 'globals'>;

/** Waits for the pitch to allow uploads, then picks the files as a member would. */
async function pickFiles({ canvas, canvasElement, globals }: PlayContext, files: File[]) {
  const { upload } = storyTexts(globals).chat.filePicker;
  await advance(canvas, 'Advance 1 s', 4);
  await waitFor(() => expect(canvas.getByRole('button', { name: upload })).toBeVisible());
  await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, files);
  await advance(canvas, 'Advance 0.1 s');
}

export const UploadInProgress: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 3_000 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const { upload } = storyTexts(globals).chat;
    await pickFiles({ canvas, canvasElement, globals }, [pdf('deck.pdf', 640 * 1024)]);
    await waitFor(() => expect(canvas.getByText(fileLine(globals, 'deck.pdf', 'uploading'))).toBeVisible());
    await advance(canvas, 'Advance 1 s', 4);
    const bar = await canvas.findByRole('progressbar', {
      name: formatMessage(upload.progressLabel, { name: 'deck.pdf' }),
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    const progress = uploadProgress(globals, '320 KB', '640 KB', 50);
    expect(canvas.getByText(formatMessage(upload.awaitingServer, { progress }))).toBeVisible();
  },
};

export const UploadRetrying: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, serverErrorRate: 1 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const { retrying } = storyTexts(globals).chat.upload;
    await pickFiles({ canvas, canvasElement, globals }, [pdf('deck.pdf', 100 * 1024)]);
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByText(templatePattern(retrying))).toBeVisible());
  },
};

export const UploadFailed: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, rejectPart: { partNumber: 0, status: 403 } }),
  play: async ({ canvas, canvasElement, globals }) => {
    const { chat, errors } = storyTexts(globals);
    await pickFiles({ canvas, canvasElement, globals }, [pdf('deck.pdf', 100 * 1024)]);
    // The reason from the error catalogue follows: the server's refusal, for engineering support.
    const failed = templatePattern(`${chat.upload.failed} ${errors.needsSupport}`, { name: 'deck.pdf' });
    await waitFor(() => expect(canvas.getByText(failed)).toBeVisible());
    expect(canvas.getByText(failed).textContent).toContain('403 part refused');
    // The two lines agree.
    expect(canvas.getByText(fileLine(globals, 'deck.pdf', 'failed'))).toBeVisible();
    expect(canvas.queryByText(fileLine(globals, 'deck.pdf', 'uploading'))).toBeNull();
  },
};

/** A slow server: the part's bytes are out and its answer takes 20 s; the line says what it waits for. */
export const UploadAwaitingServer: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 19_000 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const { upload } = storyTexts(globals).chat;
    await pickFiles({ canvas, canvasElement, globals }, [pdf('model.pdf', 2_458)]);
    // Some of 2.4 KB sent, waiting: the progress template inside the waiting one, its figures whatever they are.
    const waiting = templatePattern(formatMessage(upload.awaitingServer, { progress: upload.progress }), {
      total: '2.4 KB',
    });
    await waitFor(() => expect(canvas.getByText(waiting)).toBeVisible());
  },
};

export const UploadCanceled: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 5_000 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const { upload } = storyTexts(globals).chat;
    await pickFiles({ canvas, canvasElement, globals }, [pdf('deck.pdf', 300 * 1024)]);
    await userEvent.click(await canvas.findByRole('button', { name: cancelUpload(globals, 'deck.pdf') }));
    await waitFor(() => expect(canvas.getByText(formatMessage(upload.canceled, { name: 'deck.pdf' }))).toBeVisible());
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
  play: async ({ canvas, canvasElement, globals }) => {
    const fixtures = await buildFixtures();
    const workbook = new File([fixtures['acme-model.xlsx']!.slice()], 'acme-model.xlsx');
    await pickFiles({ canvas, canvasElement, globals }, [workbook]);
    await advance(canvas, 'Advance 1 s');
    await waitFor(() => expect(canvas.getByText(fileLine(globals, 'acme-model.xlsx', 'processing'))).toBeVisible());
    // Reading the workbook is real work in real time; once done, the next simulated tick delivers it.
    const assistant = readingSimulation!.emulator<AssistantEmulator>('assistant');
    await waitFor(() => expect(assistant.uploads.state('upload-1')).toBe('processed'));
    await advance(canvas, 'Advance 0.1 s');
    await waitFor(() => expect(canvas.getByText(fileLine(globals, 'acme-model.xlsx', 'processed'))).toBeVisible());
    expect(canvas.getByRole('cell', { name: 'Income statement' })).toBeVisible();
    expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const SeveralFiles: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, latencyMs: 2_000 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const files = [pdf('deck.pdf', 200 * 1024), pdf('appendix.pdf', 100 * 1024)];
    await pickFiles({ canvas, canvasElement, globals }, files);
    await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(2));
    await advance(canvas, 'Advance 1 s', 10);
    await waitFor(() => expect(canvas.queryAllByRole('progressbar')).toHaveLength(0));
    // Past its bytes, whatever the server has made of it since.
    const past = ['uploaded', 'processing', 'processed'].map((state) => fileLine(globals, 'appendix.pdf', state));
    expect(canvas.getByText((text) => past.includes(text))).toBeVisible();
  },
};

/** After a refusal (403) the member may send the file again: a new upload, with a file line of its own. */
export const UploadTriedAgain: Story = {
  args: pitchWithUploads({ partSizeBytes: 64 * 1024, rejectPart: { partNumber: 0, status: 403 } }),
  play: async ({ canvas, canvasElement, globals }) => {
    const { upload } = storyTexts(globals).chat;
    await pickFiles({ canvas, canvasElement, globals }, [pdf('deck.pdf', 100 * 1024)]);
    const tryAgain = `${upload.retry} deck.pdf`;
    await userEvent.click(await canvas.findByRole('button', { name: tryAgain }));
    await advance(canvas, 'Advance 0.1 s');
    // This server refuses every attempt: the new upload fails in turn and offers its own retry, the first no more.
    const failed = fileLine(globals, 'deck.pdf', 'failed');
    await waitFor(() => expect(canvas.getAllByText(failed)).toHaveLength(2));
    expect(canvas.getAllByRole('button', { name: tryAgain })).toHaveLength(1);
  },
};
