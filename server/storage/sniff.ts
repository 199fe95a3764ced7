/**
 * Content sniffing for the uploadable formats of spec §3: does the content look like what its
 * extension says? Binary formats by their magic bytes; txt must be text (no NUL byte); svg must be
 * text containing `<svg`. The client's claimed MIME type is never trusted: the stored content type
 * comes from the (checked) extension.
 */
import type { UploadableExtension } from '../../domain/files/rules';

const bytesOf = (...values: number[]) => Uint8Array.from(values);
const ascii = (value: string) => Uint8Array.from(Buffer.from(value, 'latin1'));

const PNG = bytesOf(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytesOf(0xff, 0xd8, 0xff);
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const TIFF = [bytesOf(0x49, 0x49, 0x2a, 0x00), bytesOf(0x4d, 0x4d, 0x00, 0x2a), bytesOf(0x49, 0x49, 0x2b, 0x00), bytesOf(0x4d, 0x4d, 0x00, 0x2b)];
/** Compound File Binary (OLE2): legacy Office doc, xls, ppt. */
const OLE2 = bytesOf(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** A zip local file header; an empty zip starts with its end-of-central-directory record. */
const ZIP_ENTRY = ascii('PK\x03\x04');
const ZIP_EMPTY = ascii('PK\x05\x06');
const PDF = ascii('%PDF-');
const SEVEN_Z = bytesOf(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c);

function startsWith(bytes: Uint8Array, signature: Uint8Array): boolean {
  if (bytes.length < signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[i] !== signature[i]) return false;
  return true;
}

/** Text: no NUL byte anywhere (binary formats and UTF-16 text have them; UTF-8 and GBK do not). */
const isText = (bytes: Uint8Array): boolean => bytes.indexOf(0) === -1;

const MATCHERS: Readonly<Record<UploadableExtension, (bytes: Uint8Array) => boolean>> = {
  png: (b) => startsWith(b, PNG),
  jpg: (b) => startsWith(b, JPEG),
  jpeg: (b) => startsWith(b, JPEG),
  gif: (b) => startsWith(b, GIF87) || startsWith(b, GIF89),
  svg: (b) => isText(b) && Buffer.from(b.buffer, b.byteOffset, b.byteLength).includes('<svg', 0, 'latin1'),
  tif: (b) => TIFF.some((signature) => startsWith(b, signature)),
  tiff: (b) => TIFF.some((signature) => startsWith(b, signature)),
  txt: isText,
  doc: (b) => startsWith(b, OLE2),
  xls: (b) => startsWith(b, OLE2),
  ppt: (b) => startsWith(b, OLE2),
  docx: (b) => startsWith(b, ZIP_ENTRY),
  xlsx: (b) => startsWith(b, ZIP_ENTRY),
  pptx: (b) => startsWith(b, ZIP_ENTRY),
  zip: (b) => startsWith(b, ZIP_ENTRY) || startsWith(b, ZIP_EMPTY),
  pdf: (b) => startsWith(b, PDF),
  '7z': (b) => startsWith(b, SEVEN_Z),
};

/** Formats that are text: a NUL byte anywhere in the content, not only in the sniffed head, refuses them. */
export const isTextExtension = (extension: string): boolean => ['txt', 'svg'].includes(extension.toLowerCase());

/** Whether the bytes look like a file of this extension (case-insensitive); unknown extensions never match. */
export function sniffMatchesExtension(bytes: Uint8Array, extension: string): boolean {
  const matcher = MATCHERS[extension.toLowerCase() as UploadableExtension];
  return !!matcher && bytes.length > 0 && matcher(bytes);
}

/** The content type a stored file is served with, by its extension. */
export const CONTENT_TYPES: Readonly<Record<UploadableExtension, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  pdf: 'application/pdf',
  '7z': 'application/x-7z-compressed',
};

export const contentTypeFor = (extension: string): string =>
  CONTENT_TYPES[extension.toLowerCase() as UploadableExtension] ?? 'application/octet-stream';
