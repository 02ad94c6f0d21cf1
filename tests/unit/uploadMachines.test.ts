import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/core/backoff';
import { InternalError } from '../../src/core/errors';
import { seededRandom, type Random } from '../../src/core/random';
import {
  displayedFraction,
  initialFileUpload,
  transitionFileUpload,
  type FileUploadEffect,
  type FileUploadEvent,
  type FileUploadState,
} from '../../src/upload/fileUpload';
import { partCount, partRange } from '../../src/upload/partRanges';
import {
  answerErrorText,
  initialPartUpload,
  transitionPartUpload,
  type PartAnswer,
  type PartUploadEffect,
  type PartUploadEvent,
  type PartUploadState,
} from '../../src/upload/partUpload';
import { expectPureStep } from '../support/purity';

describe('part ranges', () => {
  it('tile [0, size) exactly once, in order, each at most partSize', () => {
    // Sizes up to 10^10; the part size bounds the count so that every range can be listed.
    const sizes = fc
      .integer({ min: 1, max: 1e9 })
      .chain((partSize) =>
        fc.tuple(fc.constant(partSize), fc.integer({ min: 0, max: Math.min(1e10, partSize * 2000) })),
      );
    fc.assert(
      fc.property(sizes, ([partSize, size]) => {
        const count = partCount(size, partSize);
        if (count !== Math.max(1, Math.ceil(size / partSize))) return false;
        let covered = 0;
        for (let n = 0; n < count; n++) {
          const { start, end } = partRange(n, partSize, size);
          const length = end - start;
          // Contiguous from where the previous part ended; never empty unless the file is.
          if (start !== covered || length > partSize || (size > 0 && length <= 0)) return false;
          covered = end;
        }
        return covered === size;
      }),
      { numRuns: 300 },
    );
  });

  it('follow the spec on edges: exact multiple, one byte over, smaller than a part, empty', () => {
    expect([partCount(20, 10), partRange(1, 10, 20)]).toEqual([2, { start: 10, end: 20 }]);
    expect([partCount(21, 10), partRange(2, 10, 21)]).toEqual([3, { start: 20, end: 21 }]);
    expect([partCount(3, 10), partRange(0, 10, 3)]).toEqual([1, { start: 0, end: 3 }]);
    // An empty file is sent as one empty part.
    expect([partCount(0, 10), partRange(0, 10, 0)]).toEqual([1, { start: 0, end: 0 }]);
  });

  it('refuse sizes and part numbers that make no sense', () => {
    for (const partSize of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => partCount(10, partSize)).toThrow(`Part size must be a positive integer, got ${partSize}`);
    }
    for (const size of [-1, 0.5, Number.NaN]) {
      expect(() => partCount(size, 10)).toThrow(`File size must be a non-negative integer, got ${size}`);
    }
    for (const partNumber of [-1, 3, 0.5]) {
      expect(() => partRange(partNumber, 10, 25)).toThrow(
        `Part number must be an integer from 0 to 2, got ${partNumber}`,
      );
    }
  });
});

const answer = (status: number, statusText: string, body = ''): PartAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  body,
});
const OK = answer(200, 'OK', '{}');
const UNAVAILABLE = answer(503, 'Service Unavailable', '{"error":"busy"}');
const SLICE = new Blob(['0123456789']);

function runPart(events: PartUploadEvent[], from = initialPartUpload(1, 10, 25), random: Random = seededRandom(7)) {
  let state: PartUploadState = from;
  const effects: PartUploadEffect[] = [];
  for (const event of events) {
    const next = transitionPartUpload(state, event, random);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const UPLOADING: PartUploadEvent[] = [{ type: 'start' }, { type: 'slice_read', slice: SLICE }];

describe('part upload machine', () => {
  it('initializing -> downloading reads its slice -> uploading sends it with the 20 s time-out', () => {
    const downloading = runPart([{ type: 'start' }]);
    expect(downloading.state.status).toBe('downloading');
    expect(downloading.effects).toEqual([{ type: 'read_slice', range: { start: 10, end: 20 } }]);
    const uploading = runPart([{ type: 'slice_read', slice: SLICE }], downloading.state);
    expect(uploading.state.status).toBe('uploading');
    expect(uploading.effects).toEqual([
      { type: 'send', attempt: 1, slice: SLICE },
      { type: 'timer', ms: 20_000 },
    ]);
  });

  it('an ok answer is done with all the part bytes, and done closes itself on the 1 s timer', () => {
    const done = runPart([...UPLOADING, { type: 'answer', attempt: 1, answer: OK }]);
    expect(done.state.status).toBe('done');
    expect(done.effects.slice(3)).toEqual([
      { type: 'timer', ms: 1_000 },
      { type: 'report', report: { type: 'done', bytes: 10 } },
    ]);
    const closed = runPart([{ type: 'timeout' }], done.state);
    expect(closed.state).toMatchObject({ status: 'closed', error: undefined });
    expect(closed.effects).toEqual([
      { type: 'timer', ms: null },
      { type: 'report', report: { type: 'closed' } },
    ]);
  });

  it('a slice that cannot be read errors the part', () => {
    const { state, effects } = runPart([{ type: 'start' }, { type: 'slice_failed' }]);
    expect(state.status).toBe('errored');
    expect(state.error).toBeInstanceOf(InternalError);
    expect(state.error?.message).toBe('failed to retrieve slice from file');
    expect(effects.at(-1)).toEqual({ type: 'report', report: { type: 'errored', error: state.error } });
  });

  it('a 4xx answer is final, with the error field of a JSON body or else the status text', () => {
    const forbidden = answer(403, 'Forbidden', '{"error":"Forbidden part"}');
    const { state } = runPart([...UPLOADING, { type: 'answer', attempt: 1, answer: forbidden }]);
    expect(state.status).toBe('errored');
    expect(state.error?.message).toBe('403 Forbidden part');
    expect(answerErrorText(answer(404, 'Not Found', '<html>nope</html>'))).toBe('404 Not Found');
    expect(answerErrorText(answer(400, 'Bad Request', '{"error":42}'))).toBe('400 Bad Request');
    // 5xx keep their status text even when the body says more.
    expect(answerErrorText(UNAVAILABLE)).toBe('503 Service Unavailable');
  });

  it('5xx, network failure and time-out wait for the retry delay, then send a new attempt', () => {
    const random = seededRandom(3);
    const expected = seededRandom(3);
    const { state, effects } = runPart(
      [
        ...UPLOADING,
        { type: 'answer', attempt: 1, answer: UNAVAILABLE },
        { type: 'timeout' },
        { type: 'network_failed', attempt: 2 },
        { type: 'timeout' },
        { type: 'timeout' },
      ],
      undefined,
      random,
    );
    const timers = effects.filter((effect) => effect.type === 'timer').map((effect) => effect.ms);
    const delay1 = retryDelayMs(1, expected);
    const delay2 = retryDelayMs(2, expected);
    expect(timers).toEqual([20_000, 0, 20_000, delay1, 20_000, delay2]);
    expect(effects.filter((effect) => effect.type === 'abort')).toEqual([{ type: 'abort', attempt: 3 }]);
    expect(state).toMatchObject({ status: 'waiting_to_retry', retries: 2, attempt: 3 });
    const failures = effects.flatMap((effect) =>
      effect.type === 'report' && effect.report.type === 'retrying' ? [effect.report.failure] : [],
    );
    expect(failures).toEqual(['503 Service Unavailable', 'network failure', 'timed out after 20 s']);
  });

  it('the 101st failure errors the part with too many retries', () => {
    let { state } = runPart(UPLOADING);
    for (let failure = 1; failure <= 100; failure++) {
      state = runPart([{ type: 'network_failed', attempt: state.attempt }, { type: 'timeout' }], state).state;
      expect(state).toMatchObject({ status: 'uploading', retries: failure, attempt: failure + 1 });
    }
    const last = runPart([{ type: 'timeout' }], state);
    expect(last.state.status).toBe('errored');
    expect(last.state.error).toBeInstanceOf(InternalError);
    expect(last.state.error?.message).toBe('too many retries');
    expect(last.effects.slice(0, 2)).toEqual([
      { type: 'abort', attempt: 101 },
      { type: 'timer', ms: 1_000 },
    ]);
  });

  it('ignores answers and progress of an earlier attempt', () => {
    const retried = runPart([...UPLOADING, { type: 'timeout' }, { type: 'timeout' }]);
    expect(retried.state).toMatchObject({ status: 'uploading', attempt: 2 });
    const stale = runPart(
      [
        { type: 'progress', attempt: 1, bytes: 5 },
        { type: 'answer', attempt: 1, answer: OK },
        { type: 'network_failed', attempt: 1 },
      ],
      retried.state,
    );
    expect(stale.state).toBe(retried.state);
    expect(stale.effects).toEqual([]);
  });

  it('reports progress within an attempt and rewinds it to 0 when the attempt fails', () => {
    const { effects } = runPart([
      ...UPLOADING,
      { type: 'progress', attempt: 1, bytes: 4 },
      { type: 'progress', attempt: 1, bytes: 99 },
      { type: 'answer', attempt: 1, answer: UNAVAILABLE },
    ]);
    const progress = effects.flatMap((effect) =>
      effect.type === 'report' && effect.report.type === 'progress' ? [effect.report.bytes] : [],
    );
    expect(progress).toEqual([4, 10, 0]);
  });

  it('close aborts the request in flight and cancels an unfinished part', () => {
    const { state, effects } = runPart([...UPLOADING, { type: 'close' }]);
    expect(state.status).toBe('closed');
    expect(state.error).toBeInstanceOf(InternalError);
    expect(state.error?.message).toBe('canceled');
    expect(effects.slice(3)).toEqual([
      { type: 'abort', attempt: 1 },
      { type: 'timer', ms: null },
      { type: 'report', report: { type: 'closed' } },
    ]);
    expect(runPart([{ type: 'close' }]).effects).toEqual([{ type: 'report', report: { type: 'closed' } }]);
    // Closed is final.
    expect(runPart([{ type: 'start' }, { type: 'timeout' }], state).effects).toEqual([]);
  });
});

function runFile(events: FileUploadEvent[], from: FileUploadState) {
  let state = from;
  const effects: FileUploadEffect[] = [];
  for (const event of events) {
    const next = transitionFileUpload(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const starts = (effects: FileUploadEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'start_part' ? [effect.partNumber] : []));
const closes = (effects: FileUploadEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'close_part' ? [effect.partNumber] : []));

describe('file upload machine', () => {
  it('initializing holds zero progress and the part count', () => {
    expect(initialFileUpload(115, 10)).toMatchObject({
      status: 'initializing',
      partCount: 12,
      progress: { completedBytes: 0, inProgressBytes: 0, totalBytes: 115 },
    });
  });

  it('starts 5 parts, or fewer when there are fewer, and the next one when a part is done', () => {
    expect(starts(runFile([{ type: 'start' }], initialFileUpload(30, 10)).effects)).toEqual([0, 1, 2]);
    const started = runFile([{ type: 'start' }], initialFileUpload(115, 10));
    expect(starts(started.effects)).toEqual([0, 1, 2, 3, 4]);
    const next = runFile([{ type: 'part_done', partNumber: 2, bytes: 10 }], started.state);
    expect(next.effects).toEqual([{ type: 'start_part', partNumber: 5 }]);
  });

  it('moves a finished part from in-progress to completed, and is done when every part is', () => {
    const { state: uploading } = runFile([{ type: 'start' }], initialFileUpload(25, 10));
    const moving = runFile(
      [
        { type: 'part_progress', partNumber: 0, bytes: 6 },
        { type: 'part_progress', partNumber: 2, bytes: 5 },
      ],
      uploading,
    );
    expect(moving.state.progress).toEqual({ completedBytes: 0, inProgressBytes: 11, totalBytes: 25 });
    const one = runFile([{ type: 'part_done', partNumber: 0, bytes: 10 }], moving.state);
    expect(one.state.progress).toEqual({ completedBytes: 10, inProgressBytes: 5, totalBytes: 25 });
    const all = runFile(
      [
        { type: 'part_done', partNumber: 2, bytes: 5 },
        { type: 'part_done', partNumber: 1, bytes: 10 },
      ],
      one.state,
    );
    expect(all.state).toMatchObject({ status: 'done', finishedParts: 3, error: undefined });
    expect(all.state.progress).toEqual({ completedBytes: 25, inProgressBytes: 0, totalBytes: 25 });
    expect(all.effects).toEqual([{ type: 'timer', ms: 1_000 }]);
    const closed = runFile([{ type: 'timeout' }], all.state);
    expect(closed.state).toMatchObject({ status: 'closed', error: undefined });
  });

  it('a part error closes the other parts and errors the upload with that error', () => {
    const { state: uploading } = runFile([{ type: 'start' }], initialFileUpload(115, 10));
    const error = new Error('403 Forbidden part');
    const { state, effects } = runFile([{ type: 'part_errored', partNumber: 3, error }], uploading);
    expect(state).toMatchObject({ status: 'errored', error });
    expect(closes(effects)).toEqual([0, 1, 2, 4]);
    expect(effects.at(-1)).toEqual({ type: 'timer', ms: 1_000 });
    // What the closing parts report afterwards changes nothing.
    expect(runFile([{ type: 'part_closed', partNumber: 0 }], state).state).toBe(state);
  });

  it('a part that closes before its result was seen errors the upload', () => {
    const { state: uploading } = runFile([{ type: 'start' }], initialFileUpload(30, 10));
    const { state, effects } = runFile([{ type: 'part_closed', partNumber: 1 }], uploading);
    expect(state.status).toBe('errored');
    expect(state.error).toBeInstanceOf(InternalError);
    expect(state.error?.message).toBe('task closed before we saw result');
    expect(closes(effects)).toEqual([0, 2]);
  });

  it('close cancels the upload and closes every working part', () => {
    const { state: uploading } = runFile([{ type: 'start' }], initialFileUpload(115, 10));
    const { state, effects } = runFile([{ type: 'close' }], uploading);
    expect(state.status).toBe('closed');
    expect(state.error).toBeInstanceOf(InternalError);
    expect(state.error?.message).toBe('canceled');
    expect(effects).toEqual([
      ...[0, 1, 2, 3, 4].map((partNumber) => ({ type: 'close_part', partNumber })),
      { type: 'timer', ms: null },
    ]);
    expect(runFile([{ type: 'close' }], initialFileUpload(5, 10)).state.error?.message).toBe('canceled');
  });

  it('displayedFraction never goes below what was shown', () => {
    const progress = fc.record({
      completedBytes: fc.nat(1000),
      inProgressBytes: fc.nat(1000),
      totalBytes: fc.nat(2000),
    });
    fc.assert(
      fc.property(fc.array(progress), (steps) => {
        let shown = 0;
        for (const step of steps) {
          const next = displayedFraction(step, shown);
          expect(next).toBeGreaterThanOrEqual(shown);
          expect(next).toBeLessThanOrEqual(1);
          shown = next;
        }
      }),
    );
    expect(displayedFraction({ completedBytes: 10, inProgressBytes: 5, totalBytes: 20 })).toBe(0.75);
    expect(displayedFraction({ completedBytes: 10, inProgressBytes: 0, totalBytes: 20 }, 0.75)).toBe(0.75);
  });
});

/** Any part event: the attempt ids and byte counts of the current attempt and of earlier ones. */
const anyPartEvent: fc.Arbitrary<PartUploadEvent> = fc.oneof(
  fc.constantFrom<PartUploadEvent>(
    { type: 'start' },
    { type: 'slice_read', slice: SLICE },
    { type: 'slice_failed' },
    { type: 'timeout' },
    { type: 'close' },
  ),
  fc
    .record({ attempt: fc.integer({ min: 0, max: 4 }), bytes: fc.integer({ min: -5, max: 20 }) })
    .map(({ attempt, bytes }): PartUploadEvent => ({ type: 'progress', attempt, bytes })),
  fc
    .record({ attempt: fc.integer({ min: 0, max: 4 }), answer: fc.constantFrom(OK, UNAVAILABLE, answer(400, 'Bad')) })
    .map(({ attempt, answer }): PartUploadEvent => ({ type: 'answer', attempt, answer })),
  fc.integer({ min: 0, max: 4 }).map((attempt): PartUploadEvent => ({ type: 'network_failed', attempt })),
);

const partNumber = fc.integer({ min: 0, max: 7 });
const anyFileEvent: fc.Arbitrary<FileUploadEvent> = fc.oneof(
  fc.constantFrom<FileUploadEvent>({ type: 'start' }, { type: 'timeout' }, { type: 'close' }),
  fc
    .record({ partNumber, bytes: fc.integer({ min: 0, max: 10 }) })
    .map(({ partNumber, bytes }): FileUploadEvent => ({ type: 'part_progress', partNumber, bytes })),
  fc
    .record({ partNumber, bytes: fc.integer({ min: 0, max: 10 }) })
    .map(({ partNumber, bytes }): FileUploadEvent => ({ type: 'part_done', partNumber, bytes })),
  partNumber.map((partNumber): FileUploadEvent => ({ type: 'part_errored', partNumber, error: new Error('413') })),
  partNumber.map((partNumber): FileUploadEvent => ({ type: 'part_closed', partNumber })),
);

describe('upload machines are pure', () => {
  it('a part step called twice from one state gives the same result twice and leaves the state as it was', () => {
    // Paths start uploading so that most of them reach the attempt, retry and done states.
    const reachable = fc.array(anyPartEvent, { maxLength: 20 }).map((path) => runPart([...UPLOADING, ...path]).state);
    fc.assert(
      fc.property(reachable, anyPartEvent, (state, event) => {
        // A fresh seeded random for each call: the retry jitter is an input, not the machine's state.
        expectPureStep((from, next) => transitionPartUpload(from, next, seededRandom(7)), state, event);
      }),
      { numRuns: 500 },
    );
  });

  it('a file step called twice from one state gives the same result twice and leaves the state as it was', () => {
    const reachable = fc
      .array(anyFileEvent, { maxLength: 20 })
      .map((path) => runFile([{ type: 'start' }, ...path], initialFileUpload(75, 10)).state);
    fc.assert(
      fc.property(reachable, anyFileEvent, (state, event) => expectPureStep(transitionFileUpload, state, event)),
      { numRuns: 500 },
    );
  });
});
