import { chatStreamingScenario, type ChatStreamingOptions } from '../simulator/scenarios/chat/streaming';
import { startSimulatorServer, type SimulatorServer } from '../simulator/server';

/**
 * The chat streaming benchmark's server, run in Vitest's process for the page (bench/vitest.config.ts makes
 * these two functions browser commands).
 */
let running: { server: SimulatorServer; history: number } | undefined;

/** Starts a simulator server that streams a chat (see chatStreamingScenario) in real time; its ws:// base. */
export async function startChatStream(options: ChatStreamingOptions): Promise<string> {
  await running?.server.close();
  const server = await startSimulatorServer({ scenario: chatStreamingScenario(options), port: 0, log: false });
  running = { server, history: options.history };
  return server.url.replace(/^http/, 'ws');
}

/**
 * Stops the server and tells when it sent each streamed answer, by event_order, in epoch milliseconds: the
 * page's own clock (performance.timeOrigin + performance.now()) reads the same time.
 */
export async function stopChatStream(): Promise<Record<number, number>> {
  if (!running) throw new Error('No chat stream is running');
  const { server, history } = running;
  running = undefined;
  await server.close();
  const { start, entries } = server.simulation.transcript;
  const sentAt: Record<number, number> = {};
  for (const entry of entries) {
    if (entry.kind !== 's2c' || typeof entry.frame !== 'string') continue;
    const { events = [] } = JSON.parse(entry.frame) as { events?: { event_order: number }[] };
    for (const { event_order: order } of events) if (order > history) sentAt[order] = start + entry.t;
  }
  return sentAt;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    startChatStream: typeof startChatStream;
    stopChatStream: typeof stopChatStream;
  }
}
