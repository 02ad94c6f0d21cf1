import type { Clock } from '../core/clock';
import type { DeveloperLog } from '../core/developerLog';
import { EffectRunner } from '../core/effectRunner';
import type { Random } from '../core/random';
import {
  displayedFraction,
  initialFileUpload,
  transitionFileUpload,
  type FileUploadEffect,
  type FileUploadEvent,
  type FileUploadState,
  type FileUploadStatus,
  type UploadProgress,
} from './fileUpload';
import type { ByteRange } from './partRanges';
import {
  initialPartUpload,
  transitionPartUpload,
  type PartAnswer,
  type PartReport,
  type PartUploadEffect,
  type PartUploadEvent,
  type PartUploadState,
} from './partUpload';

/** The file as the runner needs it: a browser File fits; only slices are ever read, never the whole. */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  slice(start: number, end: number): Blob;
}

export interface PartSendArgs {
  fileUploadUid: string;
  partNumber: number;
  /** The file's name, for the multipart field's filename. */
  fileName: string;
  blob: Blob;
  signal: AbortSignal;
  /** Bytes of this part sent so far, where the transport can tell. */
  onProgress(bytes: number): void;
}

/** Sends one part; rejects on a network failure (or when aborted), resolves with any HTTP answer. */
export interface PartTransport {
  send(args: PartSendArgs): Promise<PartAnswer>;
}

export interface UploadRunnerOptions {
  fileUploadUid: string;
  file: UploadFile;
  /** part_size_bytes from start_file_upload. */
  partSize: number;
  clock: Clock;
  random: Random;
  transport: PartTransport;
  /** Where retryable part failures are written; nothing is shown to the member for them. */
  log?: DeveloperLog;
}

/** What the UI reads; a new object on every change, so it suits useSyncExternalStore. */
export interface UploadSnapshot {
  status: FileUploadStatus;
  progress: UploadProgress;
  /** Completed plus in-progress share of the file, never decreasing; 1 once done. */
  fraction: number;
  error: Error | undefined;
  /** Parts waiting to retry after a failure: the UI says the upload is retrying. */
  retryingParts: number;
  /** Parts sent (or being sent without progress to report) whose answer has not come: the server is awaited. */
  awaitingParts: number;
}

interface RunningPart {
  state: PartUploadState;
  /** Requests in flight by attempt id. */
  requests: Map<number, AbortController>;
}

type Message = { to: 'file'; event: FileUploadEvent } | { to: 'part'; partNumber: number; event: PartUploadEvent };

/**
 * The thin shell around the two pure upload machines: owns the part tasks, their requests and every timer,
 * performs the effects the machines ask for and routes what the parts report to the whole-file upload.
 */
export class UploadRunner {
  private file: FileUploadState;
  private readonly parts = new Map<number, RunningPart>();
  /** Messages are queued so that an effect that dispatches never re-enters a machine mid-transition. */
  private readonly runner: EffectRunner<Message>;
  private snapshot: UploadSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: UploadRunnerOptions) {
    this.file = initialFileUpload(options.file.size, options.partSize);
    this.snapshot = snapshotOf(this.file, 0, 0, 0);
    this.runner = new EffectRunner(options.clock, (message) =>
      message.to === 'file' ? this.stepFile(message.event) : this.stepPart(message.partNumber, message.event),
    );
  }

  start(): void {
    this.toFile({ type: 'start' });
  }

  close(): void {
    this.toFile({ type: 'close' });
  }

  readonly getSnapshot = (): UploadSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private stepFile(event: FileUploadEvent): void {
    const before = this.file;
    const { state, effects } = transitionFileUpload(before, event);
    this.file = state;
    for (const effect of effects) this.performFile(effect);
    if (state.status === 'closed' && before.status !== 'closed') {
      // Parts that finished and wait out their 1 s are closed with the upload, so nothing outlives it.
      for (const partNumber of this.parts.keys()) this.toPart(partNumber, { type: 'close' });
    }
    if (state !== before) this.publish();
  }

  private performFile(effect: FileUploadEffect): void {
    switch (effect.type) {
      case 'start_part': {
        const { partSize, file } = this.options;
        const state = initialPartUpload(effect.partNumber, partSize, file.size);
        this.parts.set(effect.partNumber, { state, requests: new Map() });
        return this.toPart(effect.partNumber, { type: 'start' });
      }
      case 'close_part':
        return this.toPart(effect.partNumber, { type: 'close' });
      case 'timer':
        return this.runner.timer('file', effect.ms, { to: 'file', event: { type: 'timeout' } });
    }
  }

  private stepPart(partNumber: number, event: PartUploadEvent): void {
    const part = this.parts.get(partNumber);
    if (!part) return;
    const wasRetrying = part.state.status === 'waiting_to_retry';
    const wasAwaiting = isAwaitingServer(part.state);
    const { state, effects } = transitionPartUpload(part.state, event, this.options.random);
    part.state = state;
    for (const effect of effects) this.performPart(part, effect);
    if ((state.status === 'waiting_to_retry') !== wasRetrying || isAwaitingServer(state) !== wasAwaiting)
      this.publish();
  }

  private performPart(part: RunningPart, effect: PartUploadEffect): void {
    const { partNumber } = part.state;
    switch (effect.type) {
      case 'read_slice':
        this.readSlice(effect.range).then(
          (slice) => this.toPart(partNumber, { type: 'slice_read', slice }),
          () => this.toPart(partNumber, { type: 'slice_failed' }),
        );
        return;
      case 'send':
        return this.send(part, effect.attempt, effect.slice);
      case 'abort':
        part.requests.get(effect.attempt)?.abort();
        part.requests.delete(effect.attempt);
        return;
      case 'timer':
        return this.runner.timer(partNumber, effect.ms, { to: 'part', partNumber, event: { type: 'timeout' } });
      case 'report':
        return this.report(part, effect.report);
    }
  }

  /**
   * Takes the part's slice of the file. Blob.slice copies nothing: the browser streams the bytes from the
   * member's disk while the request sends them, so memory holds no part's bytes (a 1 GiB benchmark read
   * them into ArrayBuffers first and grew the heap by hundreds of MiB). A slice that is not the size asked
   * for means the file changed or is unreadable.
   */
  private async readSlice({ start, end }: ByteRange): Promise<Blob> {
    const slice = this.options.file.slice(start, end);
    if (slice.size !== end - start) throw new Error(`slice of ${slice.size} bytes, expected ${end - start}`);
    return slice;
  }

  private send(part: RunningPart, attempt: number, blob: Blob): void {
    const { partNumber } = part.state;
    const { fileUploadUid, file, transport } = this.options;
    const controller = new AbortController();
    part.requests.set(attempt, controller);
    // async, so that a transport throwing synchronously counts as a network failure like any other.
    const request = async () =>
      transport.send({
        fileUploadUid,
        partNumber,
        fileName: file.name,
        blob,
        signal: controller.signal,
        onProgress: (bytes) => this.toPart(partNumber, { type: 'progress', attempt, bytes }),
      });
    // An aborted attempt still settles here; the part ignores it by its attempt id.
    request()
      .then(
        (answer) => this.toPart(partNumber, { type: 'answer', attempt, answer }),
        () => this.toPart(partNumber, { type: 'network_failed', attempt }),
      )
      .finally(() => part.requests.delete(attempt));
  }

  private report(part: RunningPart, report: PartReport): void {
    const { partNumber } = part.state;
    switch (report.type) {
      case 'progress':
        return this.toFile({ type: 'part_progress', partNumber, bytes: report.bytes });
      case 'done':
        return this.toFile({ type: 'part_done', partNumber, bytes: report.bytes });
      case 'errored':
        return this.toFile({ type: 'part_errored', partNumber, error: report.error });
      case 'retrying':
        return this.options.log?.warn(`Upload part ${partNumber} failed; retrying`, {
          failure: report.failure,
          retries: report.retries,
          delayMs: report.delayMs,
        });
      case 'closed':
        // The machine already aborted its request and cancelled its timer on the way to closed.
        this.parts.delete(partNumber);
        return this.toFile({ type: 'part_closed', partNumber });
    }
  }

  private toFile(event: FileUploadEvent): void {
    this.runner.dispatch({ to: 'file', event });
  }

  private toPart(partNumber: number, event: PartUploadEvent): void {
    this.runner.dispatch({ to: 'part', partNumber, event });
  }

  private publish(): void {
    const parts = [...this.parts.values()];
    const retrying = parts.filter((part) => part.state.status === 'waiting_to_retry').length;
    const awaiting = parts.filter((part) => isAwaitingServer(part.state)).length;
    this.snapshot = snapshotOf(this.file, this.snapshot.fraction, retrying, awaiting);
    for (const listener of [...this.listeners]) listener();
  }
}

function snapshotOf(
  state: FileUploadState,
  previousFraction: number,
  retryingParts: number,
  awaitingParts: number,
): UploadSnapshot {
  const fraction = state.status === 'done' ? 1 : displayedFraction(state.progress, previousFraction);
  return { status: state.status, progress: state.progress, fraction, error: state.error, retryingParts, awaitingParts };
}

/**
 * A part whose request is out and whose bytes have all left, or that cannot tell how many have (fetch
 * reports no upload progress, so a part shows 0 B until answered): what remains is the server's answer.
 */
function isAwaitingServer(part: PartUploadState): boolean {
  const length = part.range.end - part.range.start;
  return part.status === 'uploading' && (part.sentBytes === 0 || part.sentBytes === length);
}
