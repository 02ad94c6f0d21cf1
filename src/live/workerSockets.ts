import type { SocketFactory, SocketLike } from './liveConnection';
import type { FromSocketWorker, ToSocketWorker } from './socketRelay';

/** A socket whose WebSocket lives in the socket worker: the page sees its events, large frames in slices. */
class WorkerSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(
    private readonly id: number,
    private readonly tell: (command: ToSocketWorker) => void,
  ) {}

  send(data: string): void {
    this.tell({ id: this.id, type: 'send', data });
  }

  close(code?: number, reason?: string): void {
    this.tell({ id: this.id, type: 'close', code, reason });
  }

  receive(message: FromSocketWorker): void {
    if (message.type === 'open') this.onopen?.({});
    else if (message.type === 'message') {
      // As a page WebSocket's message event: its time stamp is the frame's arrival, on the page's clock.
      this.onmessage?.({ data: message.data, timeStamp: message.arrivedAt - performance.timeOrigin });
    } else if (message.type === 'error') this.onerror?.({});
    else this.onclose?.({ code: message.code, reason: message.reason, wasClean: message.wasClean });
  }
}

/**
 * Sockets opened in one worker per page (src/live/socket.worker.ts): a browser takes in a large text frame on
 * the thread that owns the WebSocket, and for a resync of 100,000 events that alone blocks it for over half a
 * second. The worker hands frames of `minLength` or more on in slices. Where no worker runs (refused by a
 * policy, crashed), sockets open on the page with `fallback`; those in the failed worker close as dropped.
 */
export function workerSockets(createWorker: () => Worker, minLength: number, fallback: SocketFactory): SocketFactory {
  let worker: Worker | undefined;
  let failed = false;
  let nextId = 1;
  const open = new Map<number, WorkerSocket>();

  const fail = () => {
    failed = true;
    worker?.terminate();
    worker = undefined;
    const dropped = [...open.values()];
    open.clear();
    for (const socket of dropped) socket.receive({ id: 0, type: 'close', code: 1006, reason: '', wasClean: false });
  };

  const start = (): Worker | undefined => {
    if (worker || failed) return worker;
    try {
      worker = createWorker();
    } catch {
      failed = true;
      return undefined;
    }
    worker.onerror = fail;
    worker.onmessage = ({ data }: MessageEvent<FromSocketWorker>) => {
      const socket = open.get(data.id);
      if (data.type === 'close') open.delete(data.id);
      socket?.receive(data);
    };
    return worker;
  };

  return (url) => {
    const running = start();
    if (!running) return fallback(url);
    const id = nextId++;
    const socket = new WorkerSocket(id, (command) => running.postMessage(command));
    open.set(id, socket);
    running.postMessage({ id, type: 'open', url, minLength } satisfies ToSocketWorker);
    return socket;
  };
}
