/**
 * How a file is cut into parts (spec section 9, DECISIONS.md): part numbers are 0-based and part n covers
 * bytes [n × partSize, min((n + 1) × partSize, size)).
 */

/** A half-open byte range [start, end). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * ceil(size / partSize), except that an empty file still has one (empty) part: with zero parts nothing
 * would ever reach the server, which could then not tell an empty file from an upload that never began.
 * Multipart uploaders commonly do the same.
 */
export function partCount(size: number, partSize: number): number {
  checkSizes(size, partSize);
  return Math.max(1, Math.ceil(size / partSize));
}

export function partRange(partNumber: number, partSize: number, size: number): ByteRange {
  const count = partCount(size, partSize);
  if (!Number.isSafeInteger(partNumber) || partNumber < 0 || partNumber >= count) {
    throw new RangeError(`Part number must be an integer from 0 to ${count - 1}, got ${partNumber}`);
  }
  const start = partNumber * partSize;
  return { start, end: Math.min(start + partSize, size) };
}

function checkSizes(size: number, partSize: number): void {
  if (!Number.isSafeInteger(partSize) || partSize <= 0) {
    throw new RangeError(`Part size must be a positive integer, got ${partSize}`);
  }
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new RangeError(`File size must be a non-negative integer, got ${size}`);
  }
}
