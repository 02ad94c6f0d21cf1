import { sliceFrame } from './frameSlices';

/** What the page asks of the socket worker, per socket id. */
export type ToSocketWorker =
  | { id: number; type: 'open'; url: string; minLength: number }
  | { id: number; type: 'send'; data: string }
  | { id: number; type: 'close'; code?: number; reason?: string };

/** What the socket worker reports to the page, per socket id, in the order its socket reported it. */
export type FromSocketWorker =
  | { id: number; type: 'open' }
  /**
   * `arrivedAt`: when the WebSocket's message event fired, in epoch milliseconds (the clock the page and the
   * worker share); every slice of a frame carries the frame's arrival.
   */
  | { id: number; type: 'message'; data: unknown; arrivedAt: number }
  | { id: number; type: 'error' }
  | { id: number; type: 'close'; code: number; reason: string; wasClean: boolean };

type RelayedSocket = Pick<WebSocket, 'send' | 'close' | 'binaryType' | 'onopen' | 'onmessage' | 'onerror' | 'onclose'>;

/**
 * The socket worker's side: real WebSockets opened for the page, their events posted back in order. A text
 * frame of `minLength` or more goes back in slices (sliceFrame), so neither taking in a large frame nor
 * parsing it ever blocks the page: a resync of 100,000 events reaches it as many short frames.
 */
export function socketRelay(
  createWebSocket: (url: string) => RelayedSocket,
  post: (message: FromSocketWorker, transfer?: Transferable[]) => void,
  /** The worker's performance.timeOrigin: its events' time stamps count from it. */
  timeOrigin: number,
) {
  const sockets = new Map<number, RelayedSocket>();
  return (command: ToSocketWorker): void => {
    const { id } = command;
    if (command.type === 'send') {
      // A page WebSocket throws on a send it cannot make (still connecting): here that is the socket's error.
      try {
        return sockets.get(id)?.send(command.data);
      } catch {
        return post({ id, type: 'error' });
      }
    }
    if (command.type === 'close') return sockets.get(id)?.close(command.code, command.reason);
    const { minLength } = command;
    let socket: RelayedSocket;
    try {
      socket = createWebSocket(command.url);
    } catch {
      // A malformed address throws in the page's WebSocket constructor; here it is reported like a failed handshake.
      post({ id, type: 'error' });
      post({ id, type: 'close', code: 1006, reason: '', wasClean: false });
      return;
    }
    socket.binaryType = 'arraybuffer';
    sockets.set(id, socket);
    socket.onopen = () => post({ id, type: 'open' });
    socket.onerror = () => post({ id, type: 'error' });
    socket.onclose = ({ code, reason, wasClean }) => {
      sockets.delete(id);
      post({ id, type: 'close', code, reason, wasClean });
    };
    socket.onmessage = ({ data, timeStamp }: MessageEvent<unknown>) => {
      const arrivedAt = timeOrigin + timeStamp;
      if (data instanceof ArrayBuffer) return post({ id, type: 'message', data, arrivedAt }, [data]);
      if (typeof data !== 'string' || data.length < minLength) return post({ id, type: 'message', data, arrivedAt });
      for (const slice of sliceFrame(data)) post({ id, type: 'message', data: slice, arrivedAt });
    };
  };
}
