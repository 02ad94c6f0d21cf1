import { InternalError } from '../core/errors';
import { partCount } from './partRanges';
import { SELF_CLOSE_MS } from './partUpload';

/** Spec constant (assistant app, section 9): parts uploaded at the same time. */
export const MAX_PARALLEL_PARTS = 5;

export type FileUploadStatus = 'initializing' | 'uploading' | 'done' | 'errored' | 'closed';

export interface UploadProgress {
  completedBytes: number;
  inProgressBytes: number;
  totalBytes: number;
}

export interface FileUploadState {
  status: FileUploadStatus;
  size: number;
  partSize: number;
  partCount: number;
  /** The lowest part number not started yet. */
  nextPart: number;
  /** Started parts whose result has not been seen yet, with their bytes in progress. */
  working: ReadonlyMap<number, number>;
  finishedParts: number;
  progress: UploadProgress;
  error: Error | undefined;
}

/** What the part tasks report (see PartReport), addressed by part number, plus the upload's own messages. */
export type FileUploadEvent =
  | { type: 'start' }
  | { type: 'part_progress'; partNumber: number; bytes: number }
  | { type: 'part_done'; partNumber: number; bytes: number }
  | { type: 'part_errored'; partNumber: number; error: Error }
  | { type: 'part_closed'; partNumber: number }
  /** The self-close timer ran out. */
  | { type: 'timeout' }
  | { type: 'close' };

export type FileUploadEffect =
  | { type: 'start_part'; partNumber: number }
  | { type: 'close_part'; partNumber: number }
  /** (Re)starts the self-close timer; null cancels it. */
  | { type: 'timer'; ms: number | null };

export interface FileUploadTransition {
  state: FileUploadState;
  effects: FileUploadEffect[];
}

/** Initializing: progress at zero and the part count worked out (which also validates the sizes). */
export function initialFileUpload(size: number, partSize: number): FileUploadState {
  return {
    status: 'initializing',
    size,
    partSize,
    partCount: partCount(size, partSize),
    nextPart: 0,
    working: new Map(),
    finishedParts: 0,
    progress: { completedBytes: 0, inProgressBytes: 0, totalBytes: size },
    error: undefined,
  };
}

/** The whole-file upload lifecycle (spec section 4), as a pure function. */
export function transitionFileUpload(state: FileUploadState, event: FileUploadEvent): FileUploadTransition {
  if (state.status === 'closed') return same(state);
  if (event.type === 'close') return closed(state);
  switch (state.status) {
    case 'initializing':
      return event.type === 'start' ? startParts({ ...state, status: 'uploading' }, []) : same(state);
    case 'uploading':
      return uploading(state, event);
    case 'done':
    case 'errored':
      return event.type === 'timeout' ? closed(state) : same(state);
  }
}

function uploading(state: FileUploadState, event: FileUploadEvent): FileUploadTransition {
  if (!('partNumber' in event) || !state.working.has(event.partNumber)) return same(state);
  const working = new Map(state.working);
  switch (event.type) {
    case 'part_progress':
      working.set(event.partNumber, event.bytes);
      return same(withWorking(state, working, state.progress.completedBytes));
    case 'part_done': {
      working.delete(event.partNumber);
      const next = withWorking(state, working, state.progress.completedBytes + event.bytes);
      const finishedParts = state.finishedParts + 1;
      if (finishedParts === state.partCount) {
        return { state: { ...next, status: 'done', finishedParts }, effects: [timer(SELF_CLOSE_MS)] };
      }
      return startParts({ ...next, finishedParts }, []);
    }
    case 'part_errored':
      return errored(state, event.partNumber, event.error);
    case 'part_closed':
      return errored(state, event.partNumber, new InternalError('task closed before we saw result'));
  }
}

/** Starts parts in order until MAX_PARALLEL_PARTS are working or none is left. */
function startParts(state: FileUploadState, effects: FileUploadEffect[]): FileUploadTransition {
  const working = new Map(state.working);
  let nextPart = state.nextPart;
  for (; working.size < MAX_PARALLEL_PARTS && nextPart < state.partCount; nextPart++) {
    working.set(nextPart, 0);
    effects.push({ type: 'start_part', partNumber: nextPart });
  }
  return { state: { ...state, working, nextPart }, effects };
}

/** One part failed: the others are told to close and the upload takes that part's error. */
function errored(state: FileUploadState, partNumber: number, error: Error): FileUploadTransition {
  const others = [...state.working.keys()].filter((other) => other !== partNumber);
  return {
    state: { ...state, status: 'errored', working: new Map(), error },
    effects: [...others.map(closePart), timer(SELF_CLOSE_MS)],
  };
}

function closed(state: FileUploadState): FileUploadTransition {
  if (state.status === 'initializing') {
    return { state: { ...state, status: 'closed', error: new InternalError('canceled') }, effects: [] };
  }
  const canceled = state.status === 'uploading';
  return {
    state: {
      ...state,
      status: 'closed',
      working: new Map(),
      error: canceled ? new InternalError('canceled') : state.error,
    },
    effects: [...[...state.working.keys()].map(closePart), timer(null)],
  };
}

function withWorking(state: FileUploadState, working: Map<number, number>, completedBytes: number): FileUploadState {
  let inProgressBytes = 0;
  for (const bytes of working.values()) inProgressBytes += bytes;
  return { ...state, working, progress: { ...state.progress, completedBytes, inProgressBytes } };
}

/**
 * The fraction to display, in [0, 1]: completed plus in-progress bytes over the total, never below what
 * was shown before (a retried part's bytes go back to 0, the bar does not). An empty file shows 0; its
 * status tells when it is done.
 */
export function displayedFraction(progress: UploadProgress, previous = 0): number {
  const { completedBytes, inProgressBytes, totalBytes } = progress;
  const fraction = totalBytes > 0 ? Math.min(1, (completedBytes + inProgressBytes) / totalBytes) : 0;
  return Math.max(previous, fraction);
}

const same = (state: FileUploadState): FileUploadTransition => ({ state, effects: [] });
const timer = (ms: number | null): FileUploadEffect => ({ type: 'timer', ms });
const closePart = (partNumber: number): FileUploadEffect => ({ type: 'close_part', partNumber });
