/**
 * Hand-built multipart/form-data bodies for API tests (what a browser's FormData sends: file
 * names as raw UTF-8 in `filename="…"`), posted through a TestClient (cookie + CSRF header).
 */
import { randomBytes } from 'node:crypto';
import type { TestClient } from './harness';

export interface FilePart {
  /** Field name (default 'file'). */
  field?: string;
  fileName: string;
  content: Buffer | string;
  contentType?: string;
}

export function multipartBody(fields: Record<string, string | number>, files: FilePart[] = []): { payload: Buffer; contentType: string } {
  const boundary = `----scptest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const push = (value: string | Buffer) => chunks.push(typeof value === 'string' ? Buffer.from(value, 'utf8') : value);
  for (const [name, value] of Object.entries(fields)) {
    push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (const file of files) {
    push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n`);
    push(`Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`);
    push(file.content);
    push('\r\n');
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body as the client (its session cookie and the CSRF header). */
export function postMultipart<T = unknown>(client: TestClient, url: string, fields: Record<string, string | number>, files: FilePart[] = []) {
  const { payload, contentType } = multipartBody(fields, files);
  return client.request<T>('POST', url, { body: payload, headers: { 'content-type': contentType } });
}

/** Small valid files of the uploadable formats (magic bytes followed by filler). */
export const SAMPLES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR')]),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'),
  tif: Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  docx: Buffer.from('PK\x03\x04\x14\x00\x06\x00[Content_Types].xml', 'latin1'),
  zip: Buffer.from('PK\x05\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1'),
  '7z': Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]),
  txt: Buffer.from('第一行\r\n第二行 plain text\n', 'utf8'),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n'),
} as const;
