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
 * what the chat shows of each (progress, retrying, failed, canceled, done) and cancels on request.
 */
export class UploadCenter {
  private entries: Readonly<Record<string, UploadEntry>> = {};
  private readonly runners = new Map<string, UploadRunner>();
  private readonly canceled = new Set<string>();
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
      this.set({ key: `local-${++this.localKeys}`, name: file.name, outcome: 'failed', snapshot: undefined });
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
      }
      this.set({ key, name: file.name, outcome, snapshot });
      if (snapshot.status === 'closed') this.runners.delete(key);
    });
    this.set({ key, name: file.name, outcome: 'uploading', snapshot: runner.getSnapshot() });
    runner.start();
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
    this.entries = { ...this.entries, [entry.key]: entry };
    for (const listener of [...this.listeners]) listener();
  }
}
