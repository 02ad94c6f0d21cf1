import type { Preview } from '@storybook/react-vite';
import type { BrowserSimulationOptions } from '../simulator/browser';

/** `parameters.simulator`: which scenario the story's network talks to (see simulator/browser). */
export type SimulatorParameters = Pick<BrowserSimulationOptions, 'scenario' | 'seed' | 'speed'>;

/**
 * Starts the scenario a story names before it renders and stops it afterwards, so every fetch and
 * WebSocket the story makes is answered by the simulator. Loaded lazily: stories without a simulator never
 * pull MSW or mock-socket in.
 */
export const withSimulator: Extract<NonNullable<Preview['beforeEach']>, (...args: never[]) => unknown> = async ({
  parameters,
}) => {
  const options = parameters.simulator as SimulatorParameters | undefined;
  if (!options) return undefined;
  const { startBrowserSimulation } = await import('../simulator/browser');
  const running = await startBrowserSimulation(options);
  return () => running.stop();
};
