import type { Scenario } from '../core/scenario';

export const echoScenario: Scenario = {
  name: 'echo',
  description: 'Everything answered by the echo emulator: HTTP echoes, a socket that echoes frames, mail to the inbox.',
  seed: 1,
  emulators: ['echo'],
};
