import { sliceFrame } from '../../src/live/frameSlices';
import type { SocketLike } from '../../src/live/liveConnection';

/**
 * A test's socket delivering what it is handed as the socket worker does (src/live/socketRelay.ts): every
 * event in a task of its own, frames of `minLength` or more as their slices, one task each, all in order.
 */
export function workerLikeSocket(inner: SocketLike, minLength: number): SocketLike {
  const outer: SocketLike = {
    send: (data) => inner.send(data),
    close: (code, reason) => inner.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  const later = (deliver: () => void) => void setTimeout(deliver, 0);
  inner.onopen = (event) => later(() => outer.onopen?.(event));
  inner.onclose = (event) => later(() => outer.onclose?.(event));
  inner.onerror = (event) => later(() => outer.onerror?.(event));
  inner.onmessage = ({ data }) => {
    const slices = typeof data === 'string' && data.length >= minLength ? [...sliceFrame(data)] : [data];
    for (const slice of slices) later(() => outer.onmessage?.({ data: slice }));
  };
  return outer;
}
