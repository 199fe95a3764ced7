/**
 * The first checks of an uploaded Office file, before any of it is inflated: not empty, a zip
 * (its central directory readable), within the declared uncompressed size and compression ratio
 * (a zip bomb is refused on what it declares), and holding the part that makes it a workbook or a
 * Word document. Reads only the end-of-central-directory record and the directory entries.
 */
import { ErrorCode } from '../../../domain/errors';
import { zipBombReason, type ZipEntryInfo } from '../../../domain/imports/rules';
import { BusinessError } from '../../http/errors';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The central directory's entries; null when the bytes are not a readable zip. */
export function zipEntries(data: Buffer): ZipEntryInfo[] | null {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return null;
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const entries: ZipEntryInfo[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return null;
    const compressedSize = data.readUInt32LE(at + 20);
    const uncompressedSize = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const name = data.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // Zip64 sizes (0xFFFFFFFF) declare at least 4 GB: counted as such, which no limit allows.
    entries.push({ name, compressedSize, uncompressedSize: uncompressedSize === 0xffffffff ? 2 ** 32 : uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export type OfficeKind = 'xlsx' | 'docx';

const MAIN_PART: Record<OfficeKind, string> = { xlsx: 'xl/workbook.xml', docx: 'word/document.xml' };
const NOT_KIND = { xlsx: ErrorCode.IMPORT_NOT_XLSX, docx: ErrorCode.IMPORT_NOT_DOCX } as const;

/** Throws the Chinese refusal of an upload that is not a sound file of the kind; the zip's entries otherwise. */
export function checkOfficeFile(data: Buffer | undefined, kind: OfficeKind, maxUncompressed: number): ZipEntryInfo[] {
  if (!data) throw new BusinessError(ErrorCode.IMPORT_FILE_MISSING);
  if (data.length === 0) throw new BusinessError(ErrorCode.IMPORT_FILE_EMPTY);
  const entries = zipEntries(data);
  if (!entries) throw new BusinessError(NOT_KIND[kind]);
  const bomb = zipBombReason(entries, maxUncompressed);
  if (bomb) throw new BusinessError(ErrorCode.IMPORT_ZIP_BOMB, `文件解压后的大小超出上限（疑似压缩炸弹），已拒绝：${bomb}`);
  if (!entries.some((entry) => entry.name === MAIN_PART[kind])) throw new BusinessError(NOT_KIND[kind]);
  return entries;
}
