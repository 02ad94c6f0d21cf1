import { describe, expect, inject, it } from 'vitest';
import type { SocketLike } from '../../src/live/liveConnection';
import { workerSockets } from '../../src/live/workerSockets';
import { ECHO_SOCKET_PATH } from '../../simulator/emulators/echo';

const createWorker = () => new Worker(new URL('../../src/live/socket.worker.ts', import.meta.url), { type: 'module' });
const echoUrl = () => `${inject('simulatorUrls').echo!.replace(/^http/, 'ws')}${ECHO_SOCKET_PATH}`;
const noFallback = (): SocketLike => {
  throw new Error('the page opened a socket of its own');
};

/** Everything a socket reports, in order. */
function listen(socket: SocketLike) {
  const seen: unknown[] = [];
  socket.onopen = () => seen.push('open');
  socket.onmessage = ({ data }) => seen.push(data);
  socket.onerror = () => seen.push('error');
  socket.onclose = (event) => seen.push(['close', (event as { code: number }).code]);
  return seen;
}

describe('the socket worker', () => {
  it('opens a real WebSocket off the page and relays what the server says, in order', async () => {
    const socket = workerSockets(createWorker, 1_000_000, noFallback)(echoUrl());
    const seen = listen(socket);
    await expect.poll(() => seen).toEqual(['open']);
    const arrivals: number[] = [];
    const record = socket.onmessage!;
    socket.onmessage = (event) => (arrivals.push(event.timeStamp!), record(event));
    const sentAt = performance.now();
    socket.send('first');
    socket.send('second');
    await expect.poll(() => seen).toEqual(['open', '{"echo":"first"}', '{"echo":"second"}']);
    // Each frame's arrival in the worker, on the page's clock: after the send, before the page saw it.
    const [first, second] = arrivals;
    expect(first).toBeGreaterThanOrEqual(sentAt);
    expect(second).toBeGreaterThanOrEqual(first!);
    expect(second).toBeLessThanOrEqual(performance.now());
    socket.close(1000, 'done');
    await expect.poll(() => seen.at(-1)).toEqual(['close', 1000]);
  });

  it('opens sockets on the page when the worker cannot run', async () => {
    const broken = () => new Worker('data:text/javascript,throw new Error("no")', { type: 'module' });
    const open = workerSockets(broken, 1_000_000, (url) => {
      const socket = new WebSocket(url);
      return socket as unknown as SocketLike;
    });
    const first = listen(open(echoUrl()));
    await expect.poll(() => first.at(-1)).toEqual(['close', 1006]);
    const socket = open(echoUrl());
    const second = listen(socket);
    await expect.poll(() => second).toEqual(['open']);
    socket.close();
  });
});
