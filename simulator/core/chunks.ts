/** Bytes held as the chunks they arrived in: a large upload part is never copied into one buffer. */
export type Chunks = readonly Uint8Array[];

export const byteLength = (chunks: Chunks): number => chunks.reduce((size, chunk) => size + chunk.length, 0);

/** The chunks in one new buffer: always a copy, so the caller may keep it while the chunks are reused. */
export function joinChunks(chunks: Chunks): Uint8Array {
  const joined = new Uint8Array(byteLength(chunks));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
