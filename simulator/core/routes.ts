/**
 * Path prefixes the simulator answers; everything else is the app (or Storybook's own files). '/__simulator/'
 * holds inspection routes for tests and benchmarks, never part of a real service's API.
 */
export const SIMULATED_PREFIXES = ['/api/', '/sdk/', '/v1/', '/__inbox', '/__simulator/'] as const;

export const isSimulatedPath = (path: string): boolean => SIMULATED_PREFIXES.some((prefix) => path.startsWith(prefix));
