import { realClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { createFetchPartTransport } from '../../src/upload/fetchPartTransport';
import { UploadRunner } from '../../src/upload/uploadRunner';

export const MiB = 1024 * 1024;

/** A file of `size` bytes (a multiple of 64 KiB) that differ from chunk to chunk, built without copying it. */
export function patternFile(size: number, name = 'model.xlsx'): File {
  const chunk = 64 * 1024;
  const pattern = new Uint8Array(chunk).map((_, i) => (i * 7919) % 251);
  const variants = Array.from({ length: 256 }, (_, n) => pattern.map((byte) => byte ^ n));
  return new File(
    Array.from({ length: size / chunk }, (_, n) => variants[n & 0xff]!),
    name,
  );
}

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A pitch chat on the server, polled until it accepts files; then start_file_upload for `file`. */
async function startUpload(server: string, file: File) {
  const pitch = await post(`${server}/api/1/chats/create_for_ipo_pitch`, { organization: 'org-demo', query: 'Acme' });
  for (let attempt = 0; attempt < 100; attempt++) {
    const started = await post(`${server}/api/1/chats/start_file_upload`, {
      organization: 'org-demo',
      chat_uid: pitch.body.chat_uid,
      name: file.name,
      size_bytes: file.size,
    });
    if (started.status === 200) return started.body as { file_upload_uid: string; part_size_bytes: number };
    // 403 until the pitch allows uploads; anything else will not get better by waiting.
    if (started.status !== 403) throw new Error(`start_file_upload: ${started.status} ${JSON.stringify(started.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The pitch chat never accepted files');
}

/**
 * Uploads `file` to a node simulator server as the app does; resolves with the uid, the statuses seen and
 * the upload's seconds: from the first part sent to the last part acknowledged ('done'). Creating the chat
 * before is set-up, and the spec's 1 s linger from done to closed moves no byte.
 */
export async function uploadToServer(server: string, file: File) {
  const { file_upload_uid: uid, part_size_bytes: partSize } = await startUpload(server, file);
  const runner = new UploadRunner({
    fileUploadUid: uid,
    file,
    partSize,
    clock: realClock,
    random: seededRandom(1),
    transport: createFetchPartTransport({ apiBase: server }),
    log: { warn: () => undefined },
  });
  const statuses: string[] = [];
  let error: string | undefined;
  let seconds = 0;
  const started = performance.now();
  const closed = new Promise<void>((resolve) =>
    runner.subscribe(() => {
      const { status } = runner.getSnapshot();
      if (status === 'done' && statuses.at(-1) !== 'done') seconds = (performance.now() - started) / 1000;
      if (statuses.at(-1) !== status) statuses.push(status);
      error ??= runner.getSnapshot().error?.message;
      if (status === 'closed') resolve();
    }),
  );
  runner.start();
  await closed;
  return { uid, statuses, error, seconds };
}

/** What the server stored for an upload (size, parts, injected faults, SHA-256). */
export const inspectUpload = async (server: string, uid: string) =>
  (await (await fetch(`${server}/__simulator/file_uploads/${uid}`)).json()) as Record<string, unknown>;
