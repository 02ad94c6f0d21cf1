import type { Scenario } from '../core/scenario';

/** What `npm start` runs: every emulator, nothing scripted, so the product behaves as against real services. */
export const demoScenario: Scenario = {
  name: 'demo',
  description:
    'The full product offline: the identity provider (log in through /__inbox), the assistant (chats, pitches, outputs, uploads) and the echo service.',
  seed: 1,
  emulators: ['provider', 'assistant', 'echo'],
};
