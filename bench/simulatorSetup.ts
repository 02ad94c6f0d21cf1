import type { TestProject } from 'vitest/node';
import { startServers } from '../tests/support/simulatorGlobalSetup';
import { BENCH_UPLOAD_BYTES } from './uploadFileSetup';

/**
 * The browser tests' simulator servers, with a sink that takes the upload benchmark's whole file in one request:
 * its yardstick (bench/upload.bench.browser.ts). Everywhere else the sink keeps the request limit.
 */
export default function setup(project: TestProject) {
  return startServers(project, { sinkLimitBytes: BENCH_UPLOAD_BYTES });
}
