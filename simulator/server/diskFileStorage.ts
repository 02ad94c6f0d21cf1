import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../core/types';

const safeKey = (key: string) => {
  if (!/^[\w-]+$/.test(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
  return key;
};

/** Uploads on disk under a fresh temporary directory: parts as files, joined by streaming on assembly. */
export class DiskFileStorage implements FileStorage {
  private constructor(readonly directory: string) {}

  static async create(): Promise<DiskFileStorage> {
    return new DiskFileStorage(await mkdtemp(join(tmpdir(), 'genios-simulator-')));
  }

  private partPath = (key: string, partNumber: number) => join(this.directory, safeKey(key), `part-${partNumber}`);
  /** Where an assembled upload lies (tests hash it). */
  filePath = (key: string) => join(this.directory, safeKey(key), 'file');

  async writePart(key: string, partNumber: number, bytes: Uint8Array): Promise<void> {
    await mkdir(join(this.directory, safeKey(key)), { recursive: true });
    await writeFile(this.partPath(key, partNumber), bytes);
  }

  async assemble(key: string, partCount: number): Promise<void> {
    const target = await open(this.filePath(key), 'w');
    try {
      for (let n = 0; n < partCount; n++) {
        for await (const chunk of createReadStream(this.partPath(key, n))) await target.write(chunk as Buffer);
      }
    } finally {
      await target.close();
    }
    for (let n = 0; n < partCount; n++) await unlink(this.partPath(key, n));
  }

  async read(key: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
    const file = await open(this.filePath(key), 'r');
    try {
      const { size } = await file.stat();
      const buffer = new Uint8Array(Math.min(size, maxBytes));
      await file.read(buffer, 0, buffer.length, 0);
      return buffer;
    } finally {
      await file.close();
    }
  }

  /** Streamed: a 1 GiB upload is hashed without ever being in memory. */
  async sha256(key: string): Promise<string> {
    const hash = createHash('sha256');
    await pipeline(createReadStream(this.filePath(key)), hash);
    return hash.digest('hex');
  }

  async clear(): Promise<void> {
    await rm(this.directory, { recursive: true, force: true });
  }
}
