import type { SocketLike } from './liveConnection';

/** Cuts a frame into frames of fewer events, handing each to `onSlice` in its own task, in order. */
export interface FrameSlicer {
  /** Frames shorter than this are handed on as they are: parsing them on the main thread is cheaper. */
  minLength: number;
  /** Readies the slicing (starts the worker) while the socket connects, so the first large frame does not wait. */
  prepare(): void;
  slice(text: string, onSlice: (text: string) => void): Promise<void>;
}

/**
 * A socket whose large frames reach the connection in slices (a resync of 100,000 events becomes many
 * short tasks instead of one long freeze). Everything the socket reports after a large frame (later
 * frames, the close) waits until that frame's last slice is delivered, so the order is the server's.
 */
export class SlicingSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  private readonly waiting: (() => void | Promise<void>)[] = [];
  private busy = false;
  private closed = false;

  constructor(
    private readonly inner: SocketLike,
    private readonly slicer: FrameSlicer,
  ) {
    slicer.prepare();
    inner.onopen = (event) => this.enqueue(() => this.onopen?.(event));
    inner.onclose = (event) => this.enqueue(() => this.onclose?.(event));
    inner.onerror = (event) => this.enqueue(() => this.onerror?.(event));
    inner.onmessage = (event) => {
      const { data } = event;
      if (typeof data !== 'string' || data.length < slicer.minLength) this.enqueue(() => this.onmessage?.(event));
      else this.enqueue(() => slicer.slice(data, (slice) => this.closed || this.onmessage?.({ data: slice })));
    };
  }

  send(data: string): void {
    this.inner.send(data);
  }

  close(code?: number, reason?: string): void {
    this.closed = true;
    this.waiting.length = 0;
    this.inner.close(code, reason);
  }

  private enqueue(deliver: () => void | Promise<void>): void {
    if (this.closed) return;
    this.waiting.push(deliver);
    if (!this.busy) void this.drain();
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      for (let next = this.waiting.shift(); next && !this.closed; next = this.waiting.shift()) {
        const pending = next();
        if (pending) await pending;
      }
    } finally {
      this.busy = false;
    }
  }
}

/** A slicer backed by one worker per page: the big parse runs on another thread. */
export function workerFrameSlicer(createWorker: () => Worker, minLength: number): FrameSlicer {
  let worker: Worker | undefined;
  let nextId = 1;
  const jobs = new Map<number, { text: string; onSlice: (text: string) => void; done: () => void }>();
  // A worker that cannot run (blocked by a policy, crashed) must not stall the socket: its frames go on whole.
  const failAll = () => {
    worker = undefined;
    for (const [id, job] of jobs) {
      jobs.delete(id);
      job.onSlice(job.text);
      job.done();
    }
  };
  /** The page's worker, started on first need; undefined when it cannot start (its frames then go on whole). */
  const ready = (): Worker | undefined => {
    if (worker) return worker;
    try {
      worker = createWorker();
    } catch {
      return undefined;
    }
    worker.onerror = failAll;
    worker.onmessage = ({ data }: MessageEvent<{ id: number; slice: string; last: boolean }>) => {
      const job = jobs.get(data.id);
      if (!job) return;
      job.onSlice(data.slice);
      if (data.last) {
        jobs.delete(data.id);
        job.done();
      }
    };
    return worker;
  };
  return {
    minLength,
    prepare: () => void ready(),
    slice(text, onSlice) {
      const running = ready();
      if (!running) {
        onSlice(text);
        return Promise.resolve();
      }
      const id = nextId++;
      return new Promise<void>((done) => {
        jobs.set(id, { text, onSlice, done });
        running.postMessage({ id, text });
      });
    },
  };
}
