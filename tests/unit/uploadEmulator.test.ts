import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { UploadRunner } from '../../src/upload/uploadRunner';
import type { UploadSettings } from '../../simulator/core/scenario';
import type { AssistantEmulator } from '../../simulator/emulators/assistant';
import { buildFixtures } from '../../simulator/emulators/assistant/fileReaderFixtures';
import { createInProcessSimulation, inProcessPartTransport } from '../../simulator/inprocess';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const json = (value: unknown) => ({ body: { kind: 'json' as const, value } });

/** A pitch chat that allows uploads, with the scenario's upload settings. */
async function pitchWithUploads(uploads: UploadSettings = {}) {
  const clock = new VirtualClock();
  const sim = createInProcessSimulation({
    scenario: { name: 'uploads', description: '', emulators: ['assistant'], uploads },
    clock,
    seed: 5,
  });
  const created = await sim.fetch(
    'POST',
    '/api/1/chats/create_for_ipo_pitch',
    json({ query: 'Acme', organization: 'org-demo' }),
  );
  const chatUid = (created.body as { chat_uid: string }).chat_uid;
  clock.advance(5_000);
  const assistant = sim.simulation.emulator<AssistantEmulator>('assistant');
  return { clock, sim, chatUid, assistant, chat: assistant.chats.get(chatUid)! };
}

async function upload(context: Awaited<ReturnType<typeof pitchWithUploads>>, name: string, bytes: Uint8Array) {
  const { sim, clock, chatUid } = context;
  const started = await sim.fetch(
    'POST',
    '/api/1/chats/start_file_upload',
    json({ organization: 'org-demo', chat_uid: chatUid, name, size_bytes: bytes.length }),
  );
  expect(started.status).toBe(200);
  const { file_upload_uid, part_size_bytes } = started.body as { file_upload_uid: string; part_size_bytes: number };
  const runner = new UploadRunner({
    fileUploadUid: file_upload_uid,
    file: new File([bytes.slice()], name),
    partSize: part_size_bytes,
    clock,
    random: seededRandom(9),
    transport: inProcessPartTransport(sim.simulation),
    log: { warn: () => undefined },
  });
  const statuses: string[] = [];
  runner.subscribe(() => {
    const { status } = runner.getSnapshot();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  runner.start();
  for (let step = 0; step < 2_000 && runner.getSnapshot().status !== 'closed'; step++) {
    await flush();
    clock.advance(250);
  }
  return { uid: file_upload_uid, runner, statuses };
}

const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 7919) % 251);

describe('the upload emulator', () => {
  it('stores parts that arrive through 5xx failures byte for byte, then reads the file and answers', async () => {
    const context = await pitchWithUploads({ partSizeBytes: 1024, serverErrorRate: 0.3 });
    const { model } = { model: (await buildFixtures())['acme-model.xlsx']! };
    const { uid, statuses } = await upload(context, 'acme-model.xlsx', model);
    expect(statuses).toEqual(['uploading', 'done', 'closed']);
    expect(await context.assistant.uploads.stored(uid)).toEqual(model);
    context.clock.advance(1_000);
    // Reading the workbook is real parsing work: wait for it in real time, not simulation time.
    await vi.waitFor(() => expect(context.assistant.uploads.state(uid)).toBe('processed'), { timeout: 60_000 });
    const states = context.chat.events
      .map(({ event }) => event)
      .filter((event) => event.type === 'file_upload_state_changed')
      .map((event) => (event as { state: string }).state);
    expect(states).toEqual(['uploaded', 'processing', 'processed']);
    const last = context.chat.events.at(-1)!.event as { type: string; message: string };
    expect(last.type).toBe('assistant_chat_message');
    expect(last.message).toContain('Income statement');
    expect(context.chat.files).toEqual([{ uid, name: 'acme-model.xlsx', sizeBytes: model.length, state: 'processed' }]);
  });

  it('refuses a part with a 4xx: the upload errors with the spec text and the file is never assembled', async () => {
    const context = await pitchWithUploads({ partSizeBytes: 100, rejectPart: { partNumber: 2, status: 403 } });
    const { uid, runner, statuses } = await upload(context, 'deck.pdf', bytesOf(1_000));
    expect(statuses).toEqual(['uploading', 'errored', 'closed']);
    expect(runner.getSnapshot().error?.message).toBe('403 part refused');
    expect(context.assistant.uploads.state(uid)).toBe('uploading');
  });

  it('answers bad requests in the error shape', async () => {
    const context = await pitchWithUploads({ partSizeBytes: 100 });
    const start = (body: unknown) => context.sim.fetch('POST', '/api/1/chats/start_file_upload', json(body));
    const base = { organization: 'org-demo', chat_uid: context.chatUid };
    expect((await start({ ...base, name: 'notes.docx', size_bytes: 10 })).status).toBe(400);
    expect((await start({ ...base, name: 'a.pdf', size_bytes: -1 })).status).toBe(400);
    expect((await start({ ...base, name: 'a.pdf', size_bytes: '10' })).status).toBe(400);
    expect((await start({ ...base, chat_uid: 'nope', name: 'a.pdf', size_bytes: 10 })).status).toBe(404);
    const started = await start({ ...base, name: 'a.pdf', size_bytes: 150 });
    const uid = (started.body as { file_upload_uid: string }).file_upload_uid;
    const part = (query: Record<string, string>, bytes?: Uint8Array) =>
      context.sim.fetch('POST', '/api/1/chats/add_file_upload_part', {
        query,
        body: bytes
          ? { kind: 'form', fields: {}, files: { file: { filename: 'a.pdf', type: '', chunks: [bytes] } } }
          : { kind: 'none' },
      });
    expect((await part({ file_upload_uid: uid, part_number: '0' })).status).toBe(400);
    expect((await part({ file_upload_uid: uid, part_number: '2' }, bytesOf(50))).status).toBe(400);
    expect((await part({ file_upload_uid: uid, part_number: '1' }, bytesOf(49))).body).toMatchObject({
      error_message: 'part 1 must be 50 bytes, got 49',
    });
    expect((await part({ file_upload_uid: 'upload-x', part_number: '0' }, bytesOf(100))).status).toBe(404);
  });

  it('reads part_number as plain decimal digits, as a real server does: nothing else passes for 0', async () => {
    const context = await pitchWithUploads({ partSizeBytes: 100 });
    const started = await context.sim.fetch(
      'POST',
      '/api/1/chats/start_file_upload',
      json({ organization: 'org-demo', chat_uid: context.chatUid, name: 'a.pdf', size_bytes: 150 }),
    );
    const uid = (started.body as { file_upload_uid: string }).file_upload_uid;
    const part = (partNumber: string) =>
      context.sim.fetch('POST', '/api/1/chats/add_file_upload_part', {
        query: { file_upload_uid: uid, part_number: partNumber },
        body: { kind: 'form', fields: {}, files: { file: { filename: 'a.pdf', type: '', chunks: [bytesOf(100)] } } },
      });
    for (const malformed of ['', ' ', '0x0', '0e5', '+0', '-0', '00', '0.0', ' 0', '0 ', '\u0660', '1e0', 'Infinity'])
      expect((await part(malformed)).body, JSON.stringify(malformed)).toMatchObject({
        error_message: 'part_number must be an integer from 0 to 1',
      });
    expect((await part('0')).status).toBe(200);
  });
});
