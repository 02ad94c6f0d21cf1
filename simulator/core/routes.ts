/** Path prefixes the simulator answers; everything else is the app (or Storybook's own files). */
export const SIMULATED_PREFIXES = ['/api/', '/sdk/', '/v1/', '/__inbox'] as const;

export const isSimulatedPath = (path: string): boolean => SIMULATED_PREFIXES.some((prefix) => path.startsWith(prefix));
