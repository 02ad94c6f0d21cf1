import type { FileStorage } from './types';

/** Uploads kept in memory: for the browser adapter and unit tests, where files are small. */
export class MemoryFileStorage implements FileStorage {
  private readonly parts = new Map<string, Map<number, Uint8Array>>();
  private readonly files = new Map<string, Uint8Array>();

  async writePart(key: string, partNumber: number, bytes: Uint8Array): Promise<void> {
    const parts = this.parts.get(key) ?? new Map<number, Uint8Array>();
    parts.set(partNumber, bytes.slice());
    this.parts.set(key, parts);
  }

  async assemble(key: string, partCount: number): Promise<void> {
    const parts = this.parts.get(key) ?? new Map<number, Uint8Array>();
    const ordered = Array.from({ length: partCount }, (_, n) => {
      const part = parts.get(n);
      if (!part) throw new Error(`Part ${n} of ${key} was never stored`);
      return part;
    });
    const file = new Uint8Array(ordered.reduce((size, part) => size + part.length, 0));
    let offset = 0;
    for (const part of ordered) {
      file.set(part, offset);
      offset += part.length;
    }
    this.files.set(key, file);
    this.parts.delete(key);
  }

  async read(key: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
    const file = this.files.get(key);
    if (!file) throw new Error(`No assembled file ${key}`);
    return file.subarray(0, Math.min(file.length, maxBytes));
  }

  async sha256(key: string): Promise<string> {
    const digest = await crypto.subtle.digest('SHA-256', (await this.read(key)).slice());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  async clear(): Promise<void> {
    this.parts.clear();
    this.files.clear();
  }
}
