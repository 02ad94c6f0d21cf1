import { chatStreamingScenario, type ChatStreamingOptions } from '../simulator/scenarios/chat/streaming';
import { outputStreamingScenario, type OutputStreamingOptions } from '../simulator/scenarios/output/streaming';
import { startSimulatorServer, type SimulatorServer } from '../simulator/server';

/**
 * The live benchmarks' server, run in Vitest's process for the page (bench/vitest.config.ts makes these
 * functions browser commands): a chat or an output streamed in real time over the simulator's sockets.
 */
let running: SimulatorServer | undefined;

export type StreamOptions = { chat: ChatStreamingOptions } | { output: OutputStreamingOptions };

/** Starts a simulator server that streams the chat or output described; its ws:// base. */
export async function startStream(options: StreamOptions): Promise<string> {
  await running?.close();
  const scenario = 'chat' in options ? chatStreamingScenario(options.chat) : outputStreamingScenario(options.output);
  running = await startSimulatorServer({ scenario, port: 0, log: false });
  return running.url.replace(/^http/, 'ws');
}

/** An event batch the server sent: the event_order of its first event, and when it went. */
export interface SentBatch {
  first: number;
  /** Epoch milliseconds: the page's own clock (performance.timeOrigin + performance.now()) reads the same time. */
  sentAt: number;
}

/** Stops the server and tells which event batches it sent when. */
export async function stopStream(): Promise<SentBatch[]> {
  if (!running) throw new Error('No stream is running');
  const server = running;
  running = undefined;
  await server.close();
  const { start, entries } = server.simulation.transcript;
  return entries.flatMap((entry) => {
    if (entry.kind !== 's2c' || typeof entry.frame !== 'string') return [];
    const { events = [] } = JSON.parse(entry.frame) as { events?: { event_order: number }[] };
    if (events.length === 0) return [];
    return [{ first: events[0]!.event_order, sentAt: start + entry.t }];
  });
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    startStream: typeof startStream;
    stopStream: typeof stopStream;
  }
}
