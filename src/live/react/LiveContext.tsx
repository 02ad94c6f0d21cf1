import { createContext, useContext, type ReactNode } from 'react';
import { realClock, type Clock } from '../../core/clock';
import { mathRandom, type Random } from '../../core/random';
import { browserWakeSource, type SocketFactory, type SocketLike, type WakeSource } from '../liveConnection';
import { SlicingSocket, workerFrameSlicer } from '../slicingSocket';

/** Everything a live socket needs from its surroundings: the app gives real ones, stories a simulation. */
export interface LiveEnvironment {
  /** ws(s)://host, without a path. */
  wsBaseUrl: string;
  organizationUid: string;
  clock: Clock;
  random: Random;
  createSocket: SocketFactory;
  wake?: WakeSource;
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

/** Frames from this length on are parsed in a worker and applied in slices; shorter ones parse faster here. */
const LARGE_FRAME_CHARS = 1_000_000;

const frameSlicer = workerFrameSlicer(
  () => new Worker(new URL('../frameSlicer.worker.ts', import.meta.url), { type: 'module' }),
  LARGE_FRAME_CHARS,
);

/** The browser's own WebSocket, clock, randomness and wake signals; large frames reach the page in slices. */
export const browserEnvironment = (wsBaseUrl: string, organizationUid: string): LiveEnvironment => ({
  wsBaseUrl,
  organizationUid,
  clock: realClock,
  random: mathRandom,
  createSocket: (url) => {
    const socket = new WebSocket(url);
    // Binary frames are refused by the codec; ArrayBuffer spares decoding them as Blobs first.
    socket.binaryType = 'arraybuffer';
    // The runtime reads only `data` of its events, so the DOM's event types fit SocketLike's looser ones.
    return new SlicingSocket(socket as unknown as SocketLike, frameSlicer);
  },
  wake: browserWakeSource,
});
