import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { seededRandom } from '../../src/core/random';
import { UploadCenter } from '../../src/upload/uploadCenter';
import type { PartAnswer } from '../../src/upload/partUpload';
import type { UploadFile } from '../../src/upload/uploadRunner';

/** Lets promise callbacks run; time itself only moves through the VirtualClock. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

const answer = (status: number): PartAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 403 ? 'Forbidden' : 'OK',
  body: '{}',
});

const file: UploadFile = { name: 'deck.pdf', size: 10, slice: (start, end) => new Blob([new Uint8Array(end - start)]) };

/**
 * A center whose start_file_upload answers from `starts` in turn (undefined: the call failed) and whose part
 * requests are answered from `statuses` in turn, at once; once they run out, requests are never answered.
 */
function setup(starts: (string | undefined)[], statuses: number[]) {
  const clock = new VirtualClock();
  const started: string[] = [];
  const center = new UploadCenter({
    startFileUpload: async (picked) => {
      started.push(picked.name);
      const uid = starts.shift();
      return uid === undefined ? undefined : { fileUploadUid: uid, partSize: 10 };
    },
    transport: {
      send: () => {
        const status = statuses.shift();
        return status === undefined ? new Promise<PartAnswer>(() => undefined) : Promise.resolve(answer(status));
      },
    },
    clock,
    random: seededRandom(1),
    log: { warn: () => undefined },
  });
  return { clock, center, started };
}

describe('upload center', () => {
  it('a part refused 403 fails the upload, retryable; a retry sends the same file as a new upload', async () => {
    const { center, started } = setup(['fu-1', 'fu-2'], [403, 200]);
    await center.begin(file);
    await settle();
    expect(center.getSnapshot()['fu-1']).toMatchObject({ name: 'deck.pdf', outcome: 'failed', retryable: true });

    center.retry('fu-1');
    await settle();
    expect(started).toEqual(['deck.pdf', 'deck.pdf']);
    // The failed line stays, no longer offering a retry; the new upload has its own.
    expect(center.getSnapshot()['fu-1']).toMatchObject({ outcome: 'failed', retryable: false });
    expect(center.getSnapshot()['fu-2']).toMatchObject({ name: 'deck.pdf', outcome: 'done', retryable: false });
  });

  it('an upload that never started gives way to its retry', async () => {
    const { center } = setup([undefined, 'fu-1'], [200]);
    await center.begin(file);
    expect(center.getSnapshot()['local-1']).toMatchObject({ outcome: 'failed', retryable: true, snapshot: undefined });

    center.retry('local-1');
    await settle();
    expect(Object.keys(center.getSnapshot())).toEqual(['fu-1']);
    expect(center.getSnapshot()['fu-1']?.outcome).toBe('done');
  });

  it('keeps a failed upload failed and its retry offered once the runner has closed itself', async () => {
    const { clock, center } = setup(['fu-1'], [403]);
    await center.begin(file);
    await settle();
    clock.advance(1_000);
    await settle();
    expect(center.getSnapshot()['fu-1']).toMatchObject({ outcome: 'failed', retryable: true });
  });

  it.each([
    ['finished', [200]],
    ['canceled', []],
  ])('offers no retry for a %s upload, and ignores one asked for', async (how, statuses) => {
    const { center, started } = setup(['fu-1', 'fu-2'], statuses);
    await center.begin(file);
    await settle();
    center.cancel('fu-1');
    center.retry('fu-1');
    center.retry('unknown');
    await settle();
    expect(started).toHaveLength(1);
    expect(center.getSnapshot()['fu-1']).toMatchObject({ outcome: how === 'finished' ? 'done' : 'canceled' });
    expect(center.getSnapshot()['fu-1']?.retryable).toBe(false);
  });
});
