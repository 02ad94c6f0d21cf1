import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryFileStorage } from '../../simulator/core/memoryFileStorage';
import type { FileStorage } from '../../simulator/core/types';
import { DiskFileStorage } from '../../simulator/server/diskFileStorage';

const bytesOf = (size: number, seed: number) => new Uint8Array(size).map((_, i) => (i * 31 + seed) % 251);

async function* streamed(bytes: Uint8Array, chunk: number) {
  for (let start = 0; start < bytes.length; start += chunk) yield bytes.subarray(start, start + chunk);
}

describe.each([
  ['memory', async (): Promise<FileStorage> => new MemoryFileStorage()],
  ['disk', async (): Promise<FileStorage> => DiskFileStorage.create()],
])('%s file storage', (_, create) => {
  it('puts parts written in any order, and again, each at its offset', async () => {
    const storage = await create();
    const file = bytesOf(1_000, 1);
    const part = (n: number) => [file.subarray(n * 300, n * 300 + 150), file.subarray(n * 300 + 150, (n + 1) * 300)];
    for (const n of [3, 1, 0, 2, 1])
      expect(await storage.write('upload-1', n * 300, part(n))).toBe(part(n)[0]!.length + part(n)[1]!.length);
    expect(await storage.read('upload-1')).toEqual(file);
    expect(await storage.read('upload-1', 10)).toEqual(file.subarray(0, 10));
    expect(await storage.sha256('upload-1')).toBe(createHash('sha256').update(file).digest('hex'));
    await storage.clear();
  });

  it('stores a body streamed in small chunks', async () => {
    const storage = await create();
    const body = bytesOf(100_000, 2);
    expect(await storage.write('sink-1', 0, streamed(body, 4_096))).toBe(body.length);
    expect(await storage.read('sink-1')).toEqual(body);
    await storage.clear();
  });
});
