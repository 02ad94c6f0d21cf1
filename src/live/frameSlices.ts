import { isObject } from './schema';

/** Events per slice: a slice parses and applies in a few milliseconds, so no task of a resync runs long. */
export const EVENTS_PER_SLICE = 2_000;

/**
 * Cuts a large socket frame into frames of at most {@link EVENTS_PER_SLICE} events, in order, each as JSON
 * text, cut one at a time as they are asked for. An event batch is the protocol's only large frame;
 * anything else, and text that is not JSON, comes back whole, so the connection reports it exactly as it
 * would have.
 */
export function* sliceFrame(text: string): Generator<string, void, undefined> {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    yield text;
    return;
  }
  if (!isObject(frame) || frame.type !== 's2c_event_batch' || !Array.isArray(frame.events)) {
    yield text;
    return;
  }
  const { events } = frame;
  if (events.length <= EVENTS_PER_SLICE) {
    yield text;
    return;
  }
  for (let at = 0; at < events.length; at += EVENTS_PER_SLICE) {
    yield JSON.stringify({ ...frame, events: events.slice(at, at + EVENTS_PER_SLICE) });
  }
}
