import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { byteLength, type Chunks } from '../core/chunks';
import type { FileStorage } from '../core/types';

const safeKey = (key: string) => {
  if (!/^[\w-]+$/.test(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
  return key;
};

/** Uploads on disk under a fresh temporary directory, one file per key, each part written at its offset. */
export class DiskFileStorage implements FileStorage {
  private constructor(readonly directory: string) {}

  static async create(): Promise<DiskFileStorage> {
    return new DiskFileStorage(await mkdtemp(join(tmpdir(), 'genios-simulator-')));
  }

  private filePath = (key: string) => join(this.directory, safeKey(key));

  async write(key: string, byteOffset: number, chunks: Chunks | AsyncIterable<Uint8Array>): Promise<number> {
    // Created if missing but never truncated: the other parts may be in the file already.
    const file = await open(this.filePath(key), constants.O_WRONLY | constants.O_CREAT);
    if (Symbol.asyncIterator in chunks) {
      // A request body, chunk by chunk: the write stream gathers what queues up into few writes, and closes the file.
      const target = file.createWriteStream({ start: byteOffset });
      await pipeline(chunks, target);
      return target.bytesWritten;
    }
    try {
      // One call for a whole part: libuv splits what exceeds IOV_MAX and resumes short writes.
      const { bytesWritten } = await file.writev(chunks, byteOffset);
      // It stops short only on an error such as a full disk: the part must fail, not count as stored.
      if (bytesWritten !== byteLength(chunks)) throw new Error(`Wrote ${bytesWritten} of ${byteLength(chunks)} bytes`);
      return bytesWritten;
    } finally {
      await file.close();
    }
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
