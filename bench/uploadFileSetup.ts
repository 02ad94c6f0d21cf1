import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A 1 GiB file on disk for the upload benchmark. */
    benchUploadFile: string;
  }
}

const CHUNK = 8 * 1024 * 1024;
export const BENCH_UPLOAD_BYTES = 1024 * 1024 * 1024;

/**
 * Members pick files from disk, so the benchmark uploads a real 1 GiB file (picked through a file input):
 * a Blob built in page memory that large fails to read in Chromium, and would measure blob storage instead.
 */
export default async function setup(project: TestProject) {
  // Inside the project (an ignored folder): the browser may only be handed files Vite is allowed to serve.
  const directory = path.resolve(import.meta.dirname, '../test-results');
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `bench-upload-${process.pid}.xlsx`);
  const handle = await open(file, 'w');
  const chunk = new Uint8Array(CHUNK).map((_, i) => (i * 7919) % 251);
  for (let written = 0; written < BENCH_UPLOAD_BYTES; written += CHUNK) {
    chunk[0] = (written / CHUNK) & 0xff;
    await handle.write(chunk);
  }
  await handle.close();
  project.provide('benchUploadFile', file);
  return () => rm(file, { force: true });
}
