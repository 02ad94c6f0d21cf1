import { retryDelayMs } from '../core/backoff';
import { InternalError } from '../core/errors';
import type { Random } from '../core/random';
import { partRange, type ByteRange } from './partRanges';

/** Spec constants (assistant app, section 9). */
export const PART_TIMEOUT_MS = 20_000;
export const MAX_PART_RETRIES = 100;
export const SELF_CLOSE_MS = 1_000;

export type PartUploadStatus =
  'initializing' | 'downloading' | 'uploading' | 'waiting_to_retry' | 'done' | 'errored' | 'closed';

export interface PartUploadState {
  status: PartUploadStatus;
  partNumber: number;
  range: ByteRange;
  /** The slice's bytes once read: every attempt sends the same ones. */
  slice: Blob | undefined;
  /** Retries already made. */
  retries: number;
  /** Id of the latest request: answers that carry any other id come from an aborted attempt. */
  attempt: number;
  /** Bytes of the current attempt known to have left; back to 0 when the attempt fails. */
  sentBytes: number;
  error: Error | undefined;
}

/** What the server answered to one add_file_upload_part request. */
export interface PartAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  body: string;
}

export type PartUploadEvent =
  | { type: 'start' }
  | { type: 'slice_read'; slice: Blob }
  | { type: 'slice_failed' }
  | { type: 'progress'; attempt: number; bytes: number }
  | { type: 'answer'; attempt: number; answer: PartAnswer }
  /** The request failed without an answer (offline, DNS, connection reset). */
  | { type: 'network_failed'; attempt: number }
  /** The one phase timer ran out: time-out, retry time or self-close, depending on the status. */
  | { type: 'timeout' }
  | { type: 'close' };

/** What the part tells the whole-file upload (and, for retries, the developer log). */
export type PartReport =
  | { type: 'progress'; bytes: number }
  | { type: 'done'; bytes: number }
  | { type: 'errored'; error: Error }
  | { type: 'retrying'; failure: string; retries: number; delayMs: number }
  | { type: 'closed' };

export type PartUploadEffect =
  | { type: 'read_slice'; range: ByteRange }
  | { type: 'send'; attempt: number; slice: Blob }
  | { type: 'abort'; attempt: number }
  /** (Re)starts the phase timer; null cancels it. */
  | { type: 'timer'; ms: number | null }
  | { type: 'report'; report: PartReport };

export interface PartUploadTransition {
  state: PartUploadState;
  effects: PartUploadEffect[];
}

export function initialPartUpload(partNumber: number, partSize: number, size: number): PartUploadState {
  return {
    status: 'initializing',
    partNumber,
    range: partRange(partNumber, partSize, size),
    slice: undefined,
    retries: 0,
    attempt: 0,
    sentBytes: 0,
    error: undefined,
  };
}

/** The spec's text for a failed answer: 5xx keep the status text; others prefer the body's error field. */
export function answerErrorText({ status, statusText, body }: PartAnswer): string {
  return `${status} ${status >= 500 ? statusText : (jsonErrorField(body) ?? statusText)}`;
}

function jsonErrorField(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') {
      return parsed.error;
    }
  } catch {
    // Not JSON (an HTML error page from a proxy, say): the status text stands in.
  }
  return undefined;
}

/** The single-part upload lifecycle (spec section 4), as a pure function; `random` jitters retry delays. */
export function transitionPartUpload(
  state: PartUploadState,
  event: PartUploadEvent,
  random: Random,
): PartUploadTransition {
  if (state.status === 'closed') return same(state);
  if (event.type === 'close') return closed(state);
  switch (state.status) {
    case 'initializing':
      return event.type === 'start'
        ? { state: { ...state, status: 'downloading' }, effects: [{ type: 'read_slice', range: state.range }] }
        : same(state);
    case 'downloading':
      if (event.type === 'slice_read') return upload({ ...state, slice: event.slice }, state.retries);
      if (event.type === 'slice_failed') return errored(state, new InternalError('failed to retrieve slice from file'));
      return same(state);
    case 'uploading':
      return uploading(state, event, random);
    case 'waiting_to_retry':
      return event.type === 'timeout' ? upload(state, state.retries + 1) : same(state);
    case 'done':
    case 'errored':
      return event.type === 'timeout' ? closed(state) : same(state);
  }
}

function uploading(state: PartUploadState, event: PartUploadEvent, random: Random): PartUploadTransition {
  if (event.type === 'timeout') {
    return failed(state, `timed out after ${PART_TIMEOUT_MS / 1000} s`, random, [abort(state)]);
  }
  if (!('attempt' in event) || event.attempt !== state.attempt) return same(state);
  switch (event.type) {
    case 'progress': {
      const bytes = Math.min(Math.max(0, event.bytes), length(state));
      if (bytes === state.sentBytes) return same(state);
      return { state: { ...state, sentBytes: bytes }, effects: [report({ type: 'progress', bytes })] };
    }
    case 'network_failed':
      return failed(state, 'network failure', random, []);
    case 'answer': {
      const { answer } = event;
      if (answer.ok) {
        return {
          state: { ...state, status: 'done', sentBytes: length(state) },
          effects: [timer(SELF_CLOSE_MS), report({ type: 'done', bytes: length(state) })],
        };
      }
      if (answer.status >= 500) return failed(state, answerErrorText(answer), random, []);
      return errored(state, new Error(answerErrorText(answer)));
    }
  }
}

function upload(state: PartUploadState, retries: number): PartUploadTransition {
  const attempt = state.attempt + 1;
  return {
    state: { ...state, status: 'uploading', retries, attempt, sentBytes: 0 },
    effects: [{ type: 'send', attempt, slice: state.slice! }, timer(PART_TIMEOUT_MS)],
  };
}

/** A retryable failure: wait and try again, unless the part already used up its retries. */
function failed(
  state: PartUploadState,
  failure: string,
  random: Random,
  effects: PartUploadEffect[],
): PartUploadTransition {
  if (state.retries >= MAX_PART_RETRIES) {
    const next = errored(state, new InternalError('too many retries'));
    return { state: next.state, effects: [...effects, ...next.effects] };
  }
  const delayMs = retryDelayMs(state.retries, random);
  // Bytes of a failed attempt are no longer in progress; the displayed progress stays put (displayedFraction).
  const rewind = state.sentBytes > 0 ? [report({ type: 'progress', bytes: 0 })] : [];
  return {
    state: { ...state, status: 'waiting_to_retry', sentBytes: 0 },
    effects: [
      ...effects,
      ...rewind,
      timer(delayMs),
      report({ type: 'retrying', failure, retries: state.retries, delayMs }),
    ],
  };
}

function errored(state: PartUploadState, error: Error): PartUploadTransition {
  return {
    state: { ...state, status: 'errored', error },
    effects: [timer(SELF_CLOSE_MS), report({ type: 'errored', error })],
  };
}

function closed(state: PartUploadState): PartUploadTransition {
  const finished = state.status === 'done' || state.status === 'errored';
  const effects: PartUploadEffect[] = state.status === 'uploading' ? [abort(state)] : [];
  if (state.status !== 'initializing') effects.push(timer(null));
  return {
    state: { ...state, status: 'closed', error: finished ? state.error : new InternalError('canceled') },
    effects: [...effects, report({ type: 'closed' })],
  };
}

const length = (state: PartUploadState) => state.range.end - state.range.start;
const same = (state: PartUploadState): PartUploadTransition => ({ state, effects: [] });
const timer = (ms: number | null): PartUploadEffect => ({ type: 'timer', ms });
const abort = (state: PartUploadState): PartUploadEffect => ({ type: 'abort', attempt: state.attempt });
const report = (value: PartReport): PartUploadEffect => ({ type: 'report', report: value });
