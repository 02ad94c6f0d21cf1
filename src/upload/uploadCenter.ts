import type { Clock } from '../core/clock';
import { consoleLog, type DeveloperLog } from '../core/developerLog';
import { errorMessage } from '../core/errors';
import type { Random } from '../core/random';
import { UploadRunner, type PartTransport, type UploadFile, type UploadSnapshot } from './uploadRunner';

/** How an upload ended, as the chat shows it; 'uploading' until then. */
export type UploadOutcome = 'uploading' | 'done' | 'failed' | 'canceled';

export interface UploadEntry {
  /** file_upload_uid, or a local key when start_file_upload itself failed. */
  key: string;
  name: string;
  outcome: UploadOutcome;
  snapshot: UploadSnapshot | undefined;
  /** A failed upload whose file can be sent again (retry); false once it has been. */
  retryable: boolean;
}

export interface UploadCenterOptions {
  /** start_file_upload (section 7): undefined when it failed (the failure is already logged). */
  startFileUpload: (file: UploadFile) => Promise<{ fileUploadUid: string; partSize: number } | undefined>;
  transport: PartTransport;
  clock: Clock;
  random: Random;
  /** Where retried and failed parts are written with their reasons; the console by default. */
  log?: DeveloperLog;
}

const outcomeOf = (snapshot: UploadSnapshot, previous: UploadOutcome, canceled: boolean): UploadOutcome => {
  if (snapshot.status === 'done') return 'done';
  if (snapshot.status === 'errored') return 'failed';
  if (snapshot.status === 'closed') return previous === 'uploading' ? (canceled ? 'canceled' : 'failed') : previous;
  return 'uploading';
};

/**
 * The member's uploads in one chat: starts each picked file (start_file_upload, then its parts), keeps
 * what the chat shows of each (progress, retrying, failed, canceled, done), cancels on request and sends a
 * failed upload's file again on request.
 */
export class UploadCenter {
  private entries: Readonly<Record<string, UploadEntry>> = {};
  private readonly runners = new Map<string, UploadRunner>();
  private readonly canceled = new Set<string>();
  /** The files of failed uploads, kept until they are retried (the chat is left with the center). */
  private readonly failedFiles = new Map<string, UploadFile>();
  private readonly listeners = new Set<() => void>();
  private localKeys = 0;

  constructor(private readonly options: UploadCenterOptions) {}

  readonly getSnapshot = (): Readonly<Record<string, UploadEntry>> => this.entries;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async begin(file: UploadFile): Promise<void> {
    const started = await this.options.startFileUpload(file);
    if (!started) {
      const key = `local-${++this.localKeys}`;
      this.failedFiles.set(key, file);
      this.set({ key, name: file.name, outcome: 'failed', snapshot: undefined, retryable: true });
      return;
    }
    const { clock, random, transport, log = consoleLog } = this.options;
    const key = started.fileUploadUid;
    const runner = new UploadRunner({
      fileUploadUid: key,
      file,
      partSize: started.partSize,
      clock,
      random,
      transport,
      log,
    });
    this.runners.set(key, runner);
    runner.subscribe(() => {
      const snapshot = runner.getSnapshot();
      const previous = this.entries[key]?.outcome ?? 'uploading';
      const outcome = outcomeOf(snapshot, previous, this.canceled.has(key));
      // The reason (the spec's error catalogue) is shown under the file line and logged for developers.
      if (outcome === 'failed' && previous !== 'failed') {
        log.warn(`The upload of ${file.name} failed`, { fileUploadUid: key, error: errorMessage(snapshot.error) });
        this.failedFiles.set(key, file);
      }
      this.set({ key, name: file.name, outcome, snapshot, retryable: this.failedFiles.has(key) });
      if (snapshot.status === 'closed') this.runners.delete(key);
    });
    this.set({ key, name: file.name, outcome: 'uploading', snapshot: runner.getSnapshot(), retryable: false });
    runner.start();
  }

  /**
   * Sends a failed upload's file again as a new upload (start_file_upload, then every part: the server gives
   * it a new uid and a file line of its own). The failed line stays, no longer retryable; one that never
   * started has no line of its own and gives way to the new attempt.
   */
  retry(key: string): void {
    const file = this.failedFiles.get(key);
    const entry = this.entries[key];
    if (!file || !entry) return;
    this.failedFiles.delete(key);
    if (entry.snapshot) this.set({ ...entry, retryable: false });
    else this.remove(key);
    void this.begin(file);
  }

  cancel(key: string): void {
    this.canceled.add(key);
    this.runners.get(key)?.close();
  }

  /** Closes every upload still running (the chat is left). */
  closeAll(): void {
    for (const key of this.runners.keys()) this.cancel(key);
  }

  private set(entry: UploadEntry): void {
    this.publish({ ...this.entries, [entry.key]: entry });
  }

  private remove(key: string): void {
    const { [key]: _removed, ...rest } = this.entries;
    this.publish(rest);
  }

  private publish(entries: Readonly<Record<string, UploadEntry>>): void {
    this.entries = entries;
    for (const listener of [...this.listeners]) listener();
  }
}
