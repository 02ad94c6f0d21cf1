import { chatStreamingScenario, type ChatStreamingOptions } from '../simulator/scenarios/chat/streaming';
import { startSimulatorServer, type SimulatorServer } from '../simulator/server';

/**
 * The chat benchmarks' server, run in Vitest's process for the page (bench/vitest.config.ts makes these two
 * functions browser commands).
 */
let running: SimulatorServer | undefined;

/** Starts a simulator server that streams a chat (see chatStreamingScenario) in real time; its ws:// base. */
export async function startChatStream(options: ChatStreamingOptions): Promise<string> {
  await running?.close();
  running = await startSimulatorServer({ scenario: chatStreamingScenario(options), port: 0, log: false });
  return running.url.replace(/^http/, 'ws');
}

/** An event batch the server sent: the event_order of its first event, and when it went. */
export interface SentBatch {
  first: number;
  /** Epoch milliseconds: the page's own clock (performance.timeOrigin + performance.now()) reads the same time. */
  sentAt: number;
}

/** Stops the server and tells which event batches it sent when. */
export async function stopChatStream(): Promise<SentBatch[]> {
  if (!running) throw new Error('No chat stream is running');
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
    startChatStream: typeof startChatStream;
    stopChatStream: typeof stopChatStream;
  }
}
