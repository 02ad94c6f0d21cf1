import { expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { inspectUpload, MiB, uploadToServer } from '../tests/support/serverUpload';

const server = inject('simulatorUrls').demo!;
const SIZE = 1024 * MiB;
const PART_SIZE = 5 * MiB;

/** Chromium's JS heap (precise with --enable-precise-memory-info), sampled while `work` runs. */
async function peakHeap<T>(work: () => Promise<T>): Promise<{ result: T; peakBytes: number; baseBytes: number }> {
  const heap = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  const baseBytes = heap();
  let peakBytes = baseBytes;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, heap())), 20);
  try {
    return { result: await work(), peakBytes, baseBytes };
  } finally {
    clearInterval(sampler);
  }
}

const seconds = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
};

it('uploads 1 GiB to the local server near raw speed, with a heap bounded by the parts in flight', async () => {
  const input = document.createElement('input');
  input.type = 'file';
  document.body.append(input);
  await userEvent.upload(input, inject('benchUploadFile'));
  const file = input.files![0]!;
  expect(file.size).toBe(SIZE);
  const rawSeconds = await seconds(async () => {
    const answer = await fetch(`${server}/__simulator/sink`, { method: 'POST', body: file });
    expect(await answer.json()).toEqual({ bytes: SIZE });
  });
  let uid = '';
  const measured = await peakHeap(() =>
    seconds(async () => {
      const upload = await uploadToServer(server, file);
      uid = upload.uid;
      expect(upload).toMatchObject({ statuses: ['uploading', 'done', 'closed'], error: undefined });
    }),
  );
  const { result: uploadSeconds, peakBytes, baseBytes } = measured;
  expect(await inspectUpload(server, uid)).toMatchObject({
    size_bytes: SIZE,
    parts_received: Math.ceil(SIZE / PART_SIZE),
  });
  const result = {
    fileMiB: SIZE / MiB,
    rawSeconds: round(rawSeconds),
    uploadSeconds: round(uploadSeconds),
    throughputRatio: round(rawSeconds / uploadSeconds),
    throughputTarget: '>= 0.8 of one raw fetch of the same bytes',
    throughputTargetMet: rawSeconds / uploadSeconds >= 0.8,
    peakHeapMiB: round(peakBytes / MiB),
    heapGrowthMiB: round((peakBytes - baseBytes) / MiB),
    heapTargetMiB: (5 * PART_SIZE) / MiB + 32,
  };
  await commands.writeFile('bench/results/upload.json', `${JSON.stringify(result, null, 2)}\n`);
  console.warn(`[bench] upload: ${JSON.stringify(result)}`);
  expect(result.peakHeapMiB).toBeLessThanOrEqual(result.heapTargetMiB);
});

const round = (value: number) => Math.round(value * 100) / 100;
