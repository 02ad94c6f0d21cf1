import type { TestProject } from 'vitest/node';
import { scaledClock } from '../../src/core/clock';
import { demoScenario, echoScenario, flakyUploadsScenario } from '../../simulator/scenarios';
import { startSimulatorServer, type SimulatorServerOptions } from '../../simulator/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Node simulator servers browser tests talk to over real HTTP, by scenario name. */
    simulatorUrls: Record<string, string>;
  }
}

/**
 * Browser tests and benchmarks run in Chromium and cannot start servers: this starts node simulator servers
 * (real HTTP, real multipart parsing, parts on disk) for them, ten times faster than real time, and stops them
 * after: 'demo' (no faults), 'uploads-flaky' and 'echo' (a socket that answers without a session).
 */
export default function setup(project: TestProject) {
  return startServers(project, {});
}

/** The servers of `setup`, with options of their own (a benchmark's larger sink). */
export async function startServers(project: TestProject, options: Pick<SimulatorServerOptions, 'sinkLimitBytes'>) {
  const servers = await Promise.all(
    [demoScenario, flakyUploadsScenario, echoScenario].map((scenario) =>
      startSimulatorServer({ scenario, clock: scaledClock(10), port: 0, log: false, ...options }),
    ),
  );
  project.provide(
    'simulatorUrls',
    Object.fromEntries(servers.map((server) => [server.simulation.scenario.name, server.url])),
  );
  return () => Promise.all(servers.map((server) => server.close()));
}
