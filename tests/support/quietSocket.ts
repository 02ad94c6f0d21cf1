import type { SocketLike } from '../../src/live/liveConnection';

/** A socket that sends and closes into nothing: a test or bench drives it through its on* handlers. */
export const quietSocket = (): SocketLike => ({
  send: () => undefined,
  close: () => undefined,
  onopen: null,
  onmessage: null,
  onclose: null,
  onerror: null,
});
