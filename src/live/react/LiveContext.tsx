import { createContext, useContext, type ReactNode } from 'react';
import { realClock, type Clock } from '../../core/clock';
import { mathRandom, type Random } from '../../core/random';
import { browserNetworkSignals, type NetworkSignals, type SocketFactory, type SocketLike } from '../liveConnection';
import { workerSockets } from '../workerSockets';

/** Everything a live socket needs from its surroundings: the app gives real ones, stories a simulation. */
export interface LiveEnvironment {
  /** ws(s)://host, without a path. */
  wsBaseUrl: string;
  organizationUid: string;
  clock: Clock;
  random: Random;
  createSocket: SocketFactory;
  network?: NetworkSignals;
}

const LiveContext = createContext<LiveEnvironment | undefined>(undefined);

export function LiveProvider({ environment, children }: { environment: LiveEnvironment; children: ReactNode }) {
  return <LiveContext.Provider value={environment}>{children}</LiveContext.Provider>;
}

export function useLiveEnvironment(): LiveEnvironment {
  const environment = useContext(LiveContext);
  if (!environment) throw new Error('useLiveEnvironment must be used inside a <LiveProvider>');
  return environment;
}

/** Frames from this length on reach the page in slices; shorter ones parse faster whole. */
const LARGE_FRAME_CHARS = 1_000_000;

/** A WebSocket on the page: where no worker can run. Binary frames are refused by the codec; ArrayBuffer spares
 * decoding them as Blobs first. The runtime reads only `data` of its events, so the DOM's event types fit. */
function pageSocket(url: string): SocketLike {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  return socket as unknown as SocketLike;
}

const createSocket = workerSockets(
  () => new Worker(new URL('../socket.worker.ts', import.meta.url), { type: 'module' }),
  LARGE_FRAME_CHARS,
  pageSocket,
);

/** The browser's own WebSocket (in the socket worker), clock, randomness and wake signals. */
export const browserEnvironment = (wsBaseUrl: string, organizationUid: string): LiveEnvironment => ({
  wsBaseUrl,
  organizationUid,
  clock: realClock,
  random: mathRandom,
  createSocket,
  network: browserNetworkSignals,
});
