import { setupWorker, type SetupWorker } from 'msw/browser';
import { scaledClock, type Clock } from '../../src/core/clock';
import type { Scenario } from '../core/scenario';
import { Simulation } from '../core/simulation';
import { emulatorRegistry } from '../emulators';
import { allowAppOrigins } from '../emulators/provider';
import { scenarios } from '../scenarios';
import { simulatorHandlers } from './handlers';
import { simulatedSockets } from './sockets';

export interface BrowserSimulationOptions {
  /** A scenario, or the name of one in simulator/scenarios. */
  scenario: Scenario | string;
  seed?: number;
  /** How fast simulation time runs against real time (2 = twice as fast); ignored when a clock is given. */
  speed?: number;
  /** A VirtualClock for tests that step time themselves. */
  clock?: Clock;
  /** Where the service worker script is served (Storybook serves .storybook/public at the root). */
  workerUrl?: string;
}

export interface BrowserSimulation {
  simulation: Simulation;
  stop(): void;
}

export const resolveScenario = (scenario: Scenario | string): Scenario => {
  if (typeof scenario !== 'string') return scenario;
  const found = scenarios[scenario];
  if (!found) throw new Error(`Unknown simulator scenario "${scenario}"; known: ${Object.keys(scenarios).join(', ')}`);
  return found;
};

let worker: Promise<SetupWorker> | undefined;
let current: BrowserSimulation | undefined;

/** One service worker for the page, started once: restarting it per story would cost a reload each time. */
function startWorker(url: string): Promise<SetupWorker> {
  worker ??= (async () => {
    const started = setupWorker();
    await started.start({ serviceWorker: { url }, onUnhandledRequest: 'bypass', quiet: true });
    return started;
  })();
  return worker;
}

/**
 * The simulator in a browser page: MSW answers simulated HTTP paths and mock-socket answers WebSockets,
 * both from one Simulation. One runs at a time; starting another stops the previous one. For Storybook
 * (see .storybook/simulator.ts) and Vitest browser tests.
 */
export async function startBrowserSimulation(options: BrowserSimulationOptions): Promise<BrowserSimulation> {
  current?.stop();
  const simulation = new Simulation({
    scenario: resolveScenario(options.scenario),
    seed: options.seed,
    clock: options.clock ?? scaledClock(options.speed ?? 1),
    registry: emulatorRegistry,
  });
  allowAppOrigins(simulation, [location.origin]);
  const msw = await startWorker(options.workerUrl ?? '/mockServiceWorker.js');
  msw.resetHandlers(...simulatorHandlers(simulation));
  const sockets = simulatedSockets(simulation);
  const nativeWebSocket = globalThis.WebSocket;
  globalThis.WebSocket = sockets.WebSocket;
  const running: BrowserSimulation = {
    simulation,
    stop: () => {
      if (current !== running) return;
      current = undefined;
      msw.resetHandlers();
      sockets.stop();
      globalThis.WebSocket = nativeWebSocket;
    },
  };
  current = running;
  return running;
}

/** The simulation running in this page, if any (a story can show its transcript or steer an emulator). */
export const currentBrowserSimulation = (): Simulation | undefined => current?.simulation;
