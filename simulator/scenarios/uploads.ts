import type { Scenario } from '../core/scenario';

/** Uploads over a bad network: three part requests in ten fail with a 503, in 5 MiB parts. */
export const flakyUploadsScenario: Scenario = {
  name: 'uploads-flaky',
  description: 'The assistant with 30% of upload part requests answered 503 Service Unavailable.',
  seed: 3,
  emulators: ['assistant'],
  uploads: { serverErrorRate: 0.3 },
};
