import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/core/backoff';
import { VirtualClock } from '../../src/core/clock';
import { InternalError } from '../../src/core/errors';
import { seededRandom } from '../../src/core/random';
import { partRange } from '../../src/upload/partRanges';
import type { PartAnswer } from '../../src/upload/partUpload';
import {
  UploadRunner,
  type PartSendArgs,
  type PartTransport,
  type UploadFile,
  type UploadSnapshot,
} from '../../src/upload/uploadRunner';

/** Lets promise callbacks run; time itself only moves through the VirtualClock. */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 251);

/** A file that records every slice taken of it. */
function fakeFile(size: number, name = 'model.xlsx') {
  const whole = new Blob([bytesOf(size)]);
  const slices: [number, number][] = [];
  const file: UploadFile = {
    name,
    size,
    slice: (start, end) => {
      slices.push([start, end]);
      return whole.slice(start, end);
    },
  };
  return { file, slices };
}

interface Call {
  args: PartSendArgs;
  at: number;
  settled: boolean;
  resolve(answer: PartAnswer): void;
  reject(error: Error): void;
}

const answer = (status: number, statusText: string, body = ''): PartAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  body,
});
const OK = answer(200, 'OK', '{}');
const UNAVAILABLE = answer(503, 'Service Unavailable');

/** Requests wait for the test to answer them; an abort rejects them unless `stubborn` (a late answer). */
class FakeTransport implements PartTransport {
  readonly calls: Call[] = [];
  maxInFlight = 0;

  constructor(
    private readonly clock: VirtualClock,
    private readonly stubborn = false,
  ) {}

  send(args: PartSendArgs): Promise<PartAnswer> {
    return new Promise((resolve, reject) => {
      const call: Call = {
        args,
        at: this.clock.now(),
        settled: false,
        resolve: (value) => {
          call.settled = true;
          resolve(value);
        },
        reject: (error) => {
          call.settled = true;
          reject(error);
        },
      };
      if (!this.stubborn) args.signal.addEventListener('abort', () => call.reject(new Error('aborted')));
      this.calls.push(call);
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight().length);
    });
  }

  inFlight(): Call[] {
    return this.calls.filter((call) => !call.settled && !call.args.signal.aborted);
  }

  last(): Call {
    return this.calls.at(-1)!;
  }
}

function setup(size: number, partSize: number, { seed = 11, stubborn = false } = {}) {
  const clock = new VirtualClock();
  const transport = new FakeTransport(clock, stubborn);
  const { file, slices } = fakeFile(size);
  const warnings: unknown[] = [];
  const runner = new UploadRunner({
    fileUploadUid: 'fu-1',
    file,
    partSize,
    clock,
    random: seededRandom(seed),
    transport,
    log: { warn: (_message, details) => warnings.push(details) },
  });
  const snapshots: UploadSnapshot[] = [];
  runner.subscribe(() => snapshots.push(runner.getSnapshot()));
  return { clock, transport, runner, slices, warnings, snapshots };
}

describe('upload runner', () => {
  it('sends each part once, read with file.slice of its own range, and is done with the whole file', async () => {
    const { transport, runner, slices } = setup(25, 10);
    runner.start();
    await settle();
    expect(transport.calls.map((call) => call.args.partNumber)).toEqual([0, 1, 2]);
    expect(slices).toEqual([
      [0, 10],
      [10, 20],
      [20, 25],
    ]);
    for (const call of transport.calls) {
      expect(call.args).toMatchObject({ fileUploadUid: 'fu-1', fileName: 'model.xlsx' });
      const { start, end } = partRange(call.args.partNumber, 10, 25);
      expect(new Uint8Array(await call.args.blob.arrayBuffer())).toEqual(bytesOf(25).slice(start, end));
      call.resolve(OK);
    }
    await settle();
    expect(runner.getSnapshot()).toEqual({
      status: 'done',
      progress: { completedBytes: 25, inProgressBytes: 0, totalBytes: 25 },
      fraction: 1,
      error: undefined,
      retryingParts: 0,
      awaitingParts: 0,
    });
  });

  it('counts a part as awaiting the server while its bytes are out (or cannot be counted) and no answer came', async () => {
    const { transport, runner } = setup(10, 10);
    runner.start();
    await settle();
    // fetch reports no upload progress: a part at 0 B with its request out waits for the server.
    expect(runner.getSnapshot().awaitingParts).toBe(1);
    transport.last().args.onProgress(4);
    expect(runner.getSnapshot().awaitingParts).toBe(0);
    transport.last().args.onProgress(10);
    expect(runner.getSnapshot().awaitingParts).toBe(1);
    transport.last().resolve(OK);
    await settle();
    expect(runner.getSnapshot().awaitingParts).toBe(0);
  });

  it('retries a part answered 5xx three times after exactly the backoff delays, then succeeds', async () => {
    const { clock, transport, runner, warnings } = setup(10, 10, { seed: 5 });
    const expected = seededRandom(5);
    const delays = [retryDelayMs(0, expected), retryDelayMs(1, expected), retryDelayMs(2, expected)];
    expect(delays[0]).toBe(0);
    runner.start();
    await settle();
    let due = 0;
    for (const [failures, delay] of delays.entries()) {
      transport.last().resolve(UNAVAILABLE);
      await settle();
      expect(runner.getSnapshot().status).toBe('uploading');
      due += delay;
      if (delay > 0) {
        clock.advance(delay - 1);
        expect(transport.calls).toHaveLength(failures + 1);
        expect(runner.getSnapshot().retryingParts).toBe(1);
      }
      clock.advance(delay > 0 ? 1 : 0);
      expect(transport.calls).toHaveLength(failures + 2);
      expect(runner.getSnapshot().retryingParts).toBe(0);
      expect(transport.last().at).toBe(due);
    }
    expect(transport.calls.map((call) => call.at)).toEqual([0, delays[0], delays[0]! + delays[1]!, due]);
    transport.last().resolve(OK);
    await settle();
    expect(runner.getSnapshot().status).toBe('done');
    expect(warnings).toEqual(
      delays.map((delayMs, retries) => ({ failure: '503 Service Unavailable', retries, delayMs })),
    );
  });

  it('a 4xx errors the upload with the spec text and aborts the other parts in flight', async () => {
    const { clock, transport, runner } = setup(30, 10);
    runner.start();
    await settle();
    const [first, second, third] = transport.calls;
    second!.resolve(answer(403, 'Forbidden', '{"error":"Forbidden part"}'));
    await settle();
    const snapshot = runner.getSnapshot();
    expect(snapshot.status).toBe('errored');
    expect(snapshot.error?.message).toBe('403 Forbidden part');
    expect(snapshot.error).not.toBeInstanceOf(InternalError);
    expect([first!.args.signal.aborted, third!.args.signal.aborted]).toEqual([true, true]);
    expect(transport.inFlight()).toEqual([]);
    clock.advance(999);
    expect(runner.getSnapshot().status).toBe('errored');
    clock.advance(1);
    expect(runner.getSnapshot()).toMatchObject({ status: 'closed', error: snapshot.error });
    expect(transport.calls).toHaveLength(3);
  });

  it('a stalled part times out at 20 s and is retried', async () => {
    const { clock, transport, runner, warnings } = setup(10, 10);
    runner.start();
    await settle();
    clock.advance(19_999);
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0]!.args.signal.aborted).toBe(false);
    // The first retry waits 0 s, so it is sent at the very instant of the time-out.
    clock.advance(1);
    expect(transport.calls[0]!.args.signal.aborted).toBe(true);
    expect(transport.calls.map((call) => call.at)).toEqual([0, 20_000]);
    expect(warnings).toEqual([{ failure: 'timed out after 20 s', retries: 0, delayMs: 0 }]);
    transport.last().resolve(OK);
    await settle();
    expect(runner.getSnapshot().status).toBe('done');
  });

  it('the 101st failure of a part errors the upload with too many retries', async () => {
    const { clock, transport, runner } = setup(10, 10);
    runner.start();
    for (let failure = 1; failure <= 101; failure++) {
      await settle();
      transport.last().reject(new Error('network down'));
      await settle();
      clock.advance(33_000);
    }
    expect(transport.calls).toHaveLength(101);
    const { status, error } = runner.getSnapshot();
    expect(status).toBe('closed');
    expect(error).toBeInstanceOf(InternalError);
    expect(error?.message).toBe('too many retries');
  });

  it('ignores the late answer of an aborted attempt', async () => {
    const { clock, transport, runner } = setup(10, 10, { stubborn: true });
    runner.start();
    await settle();
    clock.advance(20_000);
    expect(transport.calls).toHaveLength(2);
    transport.calls[0]!.resolve(OK);
    await settle();
    expect(runner.getSnapshot().status).toBe('uploading');
    transport.calls[1]!.resolve(answer(404, 'Not Found'));
    await settle();
    expect(runner.getSnapshot().error?.message).toBe('404 Not Found');
  });

  it('keeps at most 5 parts in flight, starting the next as one finishes', async () => {
    const { transport, runner } = setup(115, 10);
    runner.start();
    await settle();
    expect(transport.inFlight().map((call) => call.args.partNumber)).toEqual([0, 1, 2, 3, 4]);
    transport.calls[3]!.resolve(OK);
    await settle();
    expect(transport.inFlight().map((call) => call.args.partNumber)).toEqual([0, 1, 2, 4, 5]);
    while (transport.inFlight().length > 0) {
      transport.inFlight()[0]!.resolve(OK);
      await settle();
    }
    expect(transport.calls).toHaveLength(12);
    expect(transport.maxInFlight).toBe(5);
    expect(runner.getSnapshot().status).toBe('done');
  });

  it('closes itself 1 s after done', async () => {
    const { clock, transport, runner } = setup(10, 10);
    runner.start();
    await settle();
    transport.last().resolve(OK);
    await settle();
    clock.advance(999);
    expect(runner.getSnapshot().status).toBe('done');
    clock.advance(1);
    expect(runner.getSnapshot()).toMatchObject({ status: 'closed', fraction: 1, error: undefined });
    expect(clock.pending).toBe(0);
  });

  it('close cancels every part in flight and leaves no timer behind', async () => {
    const { clock, transport, runner } = setup(115, 10);
    runner.start();
    await settle();
    transport.calls[0]!.resolve(OK);
    await settle();
    runner.close();
    const { status, error } = runner.getSnapshot();
    expect(status).toBe('closed');
    expect(error).toBeInstanceOf(InternalError);
    expect(error?.message).toBe('canceled');
    expect(transport.calls.slice(1).every((call) => call.args.signal.aborted)).toBe(true);
    expect(clock.pending).toBe(0);
    await settle();
    clock.advance(60_000);
    expect(transport.calls).toHaveLength(6);
  });

  it('a slice that cannot be read errors the upload', async () => {
    const clock = new VirtualClock();
    const unreadable = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    const runner = new UploadRunner({
      fileUploadUid: 'fu-1',
      file: { name: 'gone.pdf', size: 10, slice: () => unreadable },
      partSize: 10,
      clock,
      random: seededRandom(1),
      transport: new FakeTransport(clock),
    });
    runner.start();
    await settle();
    expect(runner.getSnapshot().error?.message).toBe('failed to retrieve slice from file');
  });

  it('sends an empty file as one empty part', async () => {
    const { transport, runner } = setup(0, 10);
    runner.start();
    await settle();
    expect(transport.calls).toHaveLength(1);
    expect(transport.last().args.blob.size).toBe(0);
    transport.last().resolve(OK);
    await settle();
    expect(runner.getSnapshot()).toMatchObject({ status: 'done', fraction: 1 });
  });

  it('progress never decreases on screen while a retried part rewinds its bytes', async () => {
    const { transport, runner, snapshots } = setup(20, 10);
    runner.start();
    await settle();
    transport.calls[0]!.args.onProgress(6);
    transport.calls[0]!.resolve(UNAVAILABLE);
    await settle();
    const inProgress = snapshots.map((snapshot) => snapshot.progress.inProgressBytes);
    expect(inProgress.slice(-2)).toEqual([6, 0]);
    expect(snapshots.map((snapshot) => snapshot.fraction).slice(-2)).toEqual([0.3, 0.3]);
  });

  it('under random answers, stalls and failures: at most 5 in flight, monotonic progress, every part once', async () => {
    type Outcome = 'ok' | '5xx' | 'network' | 'stall';
    const outcome = fc.constantFrom<Outcome>('ok', 'ok', 'ok', '5xx', 'network', 'stall');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(outcome, { maxLength: 40 }),
        async (size, partSize, outcomes) => {
          const { clock, transport, runner, snapshots } = setup(size, partSize);
          runner.start();
          let answered = 0;
          const okParts: number[] = [];
          for (let step = 0; step < 2_000 && runner.getSnapshot().status === 'uploading'; step++) {
            await settle();
            for (const call of transport.inFlight()) {
              const next = outcomes[answered++] ?? 'ok';
              if (next === 'ok') okParts.push(call.args.partNumber);
              if (next === 'ok') call.resolve(OK);
              else if (next === '5xx') call.resolve(UNAVAILABLE);
              else if (next === 'network') call.reject(new Error('offline'));
            }
            await settle();
            clock.advance(1_000);
          }
          expect(snapshots.map((snapshot) => snapshot.status)).toContain('done');
          expect(runner.getSnapshot().error).toBeUndefined();
          expect(transport.maxInFlight).toBeLessThanOrEqual(Math.min(5, Math.ceil(size / partSize) || 1));
          const parts = Math.max(1, Math.ceil(size / partSize));
          expect(okParts.sort((a, b) => a - b)).toEqual(Array.from({ length: parts }, (_, n) => n));
          const fractions = snapshots.map((snapshot) => snapshot.fraction);
          const completed = snapshots.map((snapshot) => snapshot.progress.completedBytes);
          expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
          expect(completed).toEqual([...completed].sort((a, b) => a - b));
          expect(runner.getSnapshot().progress).toEqual({ completedBytes: size, inProgressBytes: 0, totalBytes: size });
        },
      ),
      { numRuns: 40 },
    );
  });
});
