/** Just enough of the ZIP format to look inside an xlsx before a parser inflates it, and to pin fixture timestamps. */

/** One file in a ZIP archive, as the archive's central directory (its authoritative index, at the end) lists it. */
export interface ZipEntry {
  name: string;
  /** As declared by the archive; a parser may still find the data larger, so treat it as a claim. */
  uncompressedSize: number;
  /** Where the entry's record in the central directory starts. */
  centralOffset: number;
  /** Where the entry's local header, just before its data, starts. */
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const ENTRY_RECORD_SIZE = 46;
const utf8 = new TextDecoder();

/** Lists a ZIP archive's entries without inflating anything; undefined when the directory is missing or damaged. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;
  const entries: ZipEntry[] = [];
  let offset = view.getUint32(end + 16, true);
  for (let count = view.getUint16(end + 10, true); count > 0; count--) {
    if (offset + ENTRY_RECORD_SIZE > end || view.getUint32(offset, true) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(offset + 28, true);
    const nameStart = offset + ENTRY_RECORD_SIZE;
    entries.push({
      name: utf8.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      uncompressedSize: view.getUint32(offset + 24, true),
      centralOffset: offset,
      localOffset: view.getUint32(offset + 42, true),
    });
    offset = nameStart + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** The end-of-directory record is 22 bytes plus a comment of up to 65,535, so it is searched for from the end. */
function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - END_RECORD_SIZE;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}
