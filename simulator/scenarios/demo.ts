import type { Scenario } from '../core/scenario';

/** What `npm start` runs: every emulator, nothing scripted, so the product behaves as against real services. */
export const demoScenario: Scenario = {
  name: 'demo',
  description: 'The full product offline: the assistant (chats, pitches, outputs) and the echo service.',
  seed: 1,
  emulators: ['assistant', 'echo'],
};
