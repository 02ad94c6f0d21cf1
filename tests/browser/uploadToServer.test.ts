import { expect, inject, it } from 'vitest';
import { inspectUpload, MiB, patternFile, uploadToServer } from '../support/serverUpload';

const server = inject('simulatorUrls')['uploads-flaky']!;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

it(
  'uploads 50 MiB through 30% injected 5xx failures to the node server, byte for byte',
  { timeout: 120_000 },
  async () => {
    const file = patternFile(50 * MiB);
    const expected = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    const { uid, statuses } = await uploadToServer(server, file);
    expect(statuses).toEqual(['uploading', 'done', 'closed']);
    const stored = await inspectUpload(server, uid);
    expect(stored).toMatchObject({ size_bytes: 50 * MiB, parts_received: 10, sha256: expected });
    expect(stored.faults_injected).toBeGreaterThan(0);
  },
);
