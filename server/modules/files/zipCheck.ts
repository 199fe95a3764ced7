/**
 * Zip bombs: a zip container (zip, docx, xlsx, pptx) is refused when what it declares it unpacks to
 * is too much — more than ZIP_MAX_ENTRIES entries, more than ZIP_MAX_UNPACKED_BYTES in all, or a
 * packing ratio above ZIP_MAX_RATIO (ordinary documents pack 2–20 times; bombs thousands of times).
 * Read from the central directory (ZIP64 sizes included) without unpacking anything; a container
 * without a readable central directory is judged by the local file headers that fit in the file.
 */
import { ZIP_MAX_ENTRIES, ZIP_MAX_RATIO, ZIP_MAX_UNPACKED_BYTES } from '../../../domain/files/constants';

export const ZIP_CONTAINER_EXTENSIONS: ReadonlySet<string> = new Set(['zip', 'docx', 'xlsx', 'pptx']);

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  maxRatio: number;
}

const DEFAULT_LIMITS: ZipLimits = { maxEntries: ZIP_MAX_ENTRIES, maxUnpackedBytes: ZIP_MAX_UNPACKED_BYTES, maxRatio: ZIP_MAX_RATIO };

interface Declared {
  entries: number;
  unpacked: number;
}

function findEocd(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/** The zip64 extra field's sizes that the 32-bit fields mark as 0xFFFFFFFF. */
function zip64Unpacked(buf: Buffer, extraStart: number, extraEnd: number, uncompressed32: number): number {
  let p = extraStart;
  while (p + 4 <= extraEnd) {
    const id = buf.readUInt16LE(p);
    const size = buf.readUInt16LE(p + 2);
    if (id === 0x0001 && uncompressed32 === MAX32 && p + 12 <= extraEnd) return Number(buf.readBigUInt64LE(p + 4));
    p += 4 + size;
  }
  return uncompressed32 === MAX32 ? Number.POSITIVE_INFINITY : uncompressed32;
}

function fromCentralDirectory(buf: Buffer, eocd: number): Declared | null {
  let entries = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  if ((entries === 0xffff || offset === MAX32) && eocd >= 20 && buf.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
    const record = Number(buf.readBigUInt64LE(eocd - 20 + 8));
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== ZIP64_EOCD) return null;
    entries = Number(buf.readBigUInt64LE(record + 32));
    offset = Number(buf.readBigUInt64LE(record + 48));
  }
  let unpacked = 0;
  let seen = 0;
  let p = offset;
  while (seen < entries && p + 46 <= buf.length && buf.readUInt32LE(p) === CENTRAL) {
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const extraStart = p + 46 + nameLength;
    unpacked += zip64Unpacked(buf, extraStart, Math.min(buf.length, extraStart + extraLength), buf.readUInt32LE(p + 24));
    seen++;
    p = extraStart + extraLength + commentLength;
  }
  // The directory's own count is what an unpacker believes, even if fewer headers were readable.
  return { entries: Math.max(entries, seen), unpacked };
}

function fromLocalHeaders(buf: Buffer): Declared {
  let unpacked = 0;
  let entries = 0;
  let p = 0;
  while (p + 30 <= buf.length && buf.readUInt32LE(p) === LOCAL) {
    const flags = buf.readUInt16LE(p + 6);
    const compressed = buf.readUInt32LE(p + 18);
    const nameLength = buf.readUInt16LE(p + 26);
    const extraLength = buf.readUInt16LE(p + 28);
    const extraStart = p + 30 + nameLength;
    // A header whose parts run past the end is not an entry an unpacker could read.
    if (extraStart + extraLength + (flags & 0x08 ? 0 : compressed) > buf.length) break;
    unpacked += zip64Unpacked(buf, extraStart, Math.min(buf.length, extraStart + extraLength), buf.readUInt32LE(p + 22));
    entries++;
    // Sizes after the data (bit 3): the next header cannot be found without unpacking.
    if (flags & 0x08) break;
    p = extraStart + extraLength + compressed;
  }
  return { entries, unpacked };
}

function exceeds(declared: Declared, packedBytes: number, limits: ZipLimits): boolean {
  if (declared.entries > limits.maxEntries) return true;
  if (declared.unpacked > limits.maxUnpackedBytes) return true;
  return declared.unpacked > 1024 * 1024 && declared.unpacked / packedBytes > limits.maxRatio;
}

/** Whether a zip container declares more than the limits allow (a zip bomb). */
export function isZipBomb(buf: Buffer, limits: ZipLimits = DEFAULT_LIMITS): boolean {
  if (buf.length < 22) return false;
  let declared: Declared;
  try {
    const eocd = findEocd(buf);
    declared = (eocd >= 0 ? fromCentralDirectory(buf, eocd) : null) ?? fromLocalHeaders(buf);
  } catch {
    // Offsets pointing outside the file: no unpacker reads it as declared; judged by its local headers.
    declared = fromLocalHeaders(buf);
  }
  return exceeds(declared, buf.length, limits);
}

/** Files up to this size are judged whole; larger ones by their central directory alone. */
const WHOLE_BELOW = 2 * 1024 * 1024;

/**
 * isZipBomb for a file read by ranges (an upload spooled to disk): reads the tail for the end
 * record, then only the central directory, so a large container is not loaded whole. A container
 * that needs more (ZIP64, no readable directory) is judged whole like isZipBomb.
 */
export async function isZipBombFile(
  size: number,
  read: (start: number, end: number) => Promise<Buffer>,
  limits: ZipLimits = DEFAULT_LIMITS,
): Promise<boolean> {
  if (size <= WHOLE_BELOW) return isZipBomb(await read(0, size), limits);
  const tailStart = Math.max(0, size - 22 - 0xffff);
  const tail = await read(tailStart, size);
  const eocd = findEocd(tail);
  if (eocd >= 0) {
    const entries = tail.readUInt16LE(eocd + 10);
    const offset = tail.readUInt32LE(eocd + 16);
    if (entries !== 0xffff && offset !== MAX32 && offset < tailStart + eocd) {
      // The directory through the end, with the end record's directory offset made relative to it.
      const directory = offset >= tailStart ? Buffer.from(tail.subarray(offset - tailStart)) : await read(offset, size);
      const directoryEocd = tailStart + eocd - offset;
      directory.writeUInt32LE(0, directoryEocd + 16);
      let declared: Declared | null = null;
      try {
        declared = fromCentralDirectory(directory, directoryEocd);
      } catch {
        // A directory running past the end: judged whole below.
      }
      if (declared) return exceeds(declared, size, limits);
    }
  }
  return isZipBomb(await read(0, size), limits);
}
