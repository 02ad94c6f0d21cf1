import { joinChunks, type Chunks } from './chunks';
import type { FileStorage } from './types';

/** Uploads kept in memory: for the browser adapter and unit tests, where files are small. */
export class MemoryFileStorage implements FileStorage {
  /** Each file's writes by offset: a retried part replaces its earlier copy. */
  private readonly files = new Map<string, Map<number, Uint8Array>>();

  async write(key: string, byteOffset: number, chunks: Chunks | AsyncIterable<Uint8Array>): Promise<number> {
    const received: Uint8Array[] = [];
    for await (const chunk of chunks) received.push(chunk);
    // Joining copies: the caller may reuse its buffers.
    const written = joinChunks(received);
    const file = this.files.get(key) ?? new Map<number, Uint8Array>();
    file.set(byteOffset, written);
    this.files.set(key, file);
    return written.length;
  }

  /** The writes in offset order, which must leave no gap (a part never stored). */
  async read(key: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
    const file = this.files.get(key);
    if (!file) throw new Error(`No file ${key}`);
    const pieces = [...file].sort(([a], [b]) => a - b);
    let end = 0;
    for (const [offset, piece] of pieces) {
      if (offset !== end) throw new Error(`${key} has no bytes from ${end} to ${offset}`);
      end += piece.length;
    }
    const whole = joinChunks(pieces.map(([, piece]) => piece));
    return whole.subarray(0, Math.min(whole.length, maxBytes));
  }

  async sha256(key: string): Promise<string> {
    const digest = await crypto.subtle.digest('SHA-256', (await this.read(key)).slice());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  async clear(): Promise<void> {
    this.files.clear();
  }
}
