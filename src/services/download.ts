/**
 * Downloads through a contract (Excel exports, stored files): the success answer is a file, a failure is the
 * JSON envelope (domain/kernel/contract.ts `download`). The file is saved under the name the server
 * gives in Content-Disposition (RFC 6266: `filename*=UTF-8''…` first); an envelope gets the same
 * handling as any failed call (its errorMsg, or the login redirect for 10000).
 */
import { request } from '@umijs/max';
import { message } from 'antd';
import type { AnyContract } from '@domain/kernel/contract';
import type { Envelope } from '@domain/errors';
import { envelopeOf, errorActionForEnvelope, performErrorAction, requestErrorMessage } from '@/requestErrorConfig';
import { currentHashPath } from '@/utils/paths';
import { headerOf, requestOptionsFor, type ContractInput, type ResponseWithHeaders } from './contract';

export interface DownloadOptions {
  /** Used when the answer names no file. */
  fallbackFileName: string;
  /** Shown when the server answers success without a file (default: an export's wording). */
  noFileMessage?: string;
}

/** The file name of a Content-Disposition header (UTF-8 `filename*` preferred), or undefined. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*"?([^;"]+)"?/i.exec(header);
  if (extended) {
    const value = extended[1].trim();
    const quote = value.indexOf("''");
    const encoded = quote >= 0 ? value.slice(quote + 2) : value;
    try {
      const decoded = decodeURIComponent(encoded);
      if (decoded) return decoded;
    } catch {
      // A malformed extended name: fall back to the plain one.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || undefined;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).errorCode === 'string' && 'success' in value;

function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Envelopes are small JSON; a spreadsheet never starts with "{". */
const ENVELOPE_MAX_BYTES = 64 * 1024;

/** The envelope inside an answer body (a Blob or already-parsed JSON), or undefined when it is a file. */
async function envelopeInBody(body: unknown, contentType = ''): Promise<Envelope | undefined> {
  if (isEnvelope(body)) return body;
  if (!(body instanceof Blob)) return undefined;
  const looksJson = /json/i.test(contentType) || /json/i.test(body.type);
  if (!looksJson && body.size > ENVELOPE_MAX_BYTES) return undefined;
  try {
    const text = await readBlobText(body);
    if (!looksJson && !text.trimStart().startsWith('{')) return undefined;
    const parsed: unknown = JSON.parse(text);
    return isEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a blob as a file through a temporary link. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type BlobResponse = ResponseWithHeaders;

function reportEnvelope(envelope: Envelope): void {
  performErrorAction(errorActionForEnvelope(envelope, currentHashPath()));
}

/**
 * Calls a download contract and saves its file. Resolves true when a file was saved, false when
 * the failure was shown to the user; never rejects.
 */
export async function downloadContract<C extends AnyContract>(
  contract: C,
  input: ContractInput<C>,
  { fallbackFileName, noFileMessage = '导出失败：服务器未返回文件' }: DownloadOptions,
): Promise<boolean> {
  const { url, ...options } = requestOptionsFor(contract, input, {
    responseType: 'blob',
    getResponse: true,
    // Failures arrive as blobs too: this function reads them itself.
    skipErrorHandler: true,
  });
  try {
    const response = (await request(url, options)) as BlobResponse;
    const envelope = await envelopeInBody(response.data, headerOf(response, 'content-type'));
    if (envelope) {
      if (envelope.success) message.error(noFileMessage);
      else reportEnvelope(envelope);
      return false;
    }
    const body = response.data instanceof Blob ? response.data : new Blob([String(response.data ?? '')]);
    saveBlob(body, fileNameFromDisposition(headerOf(response, 'content-disposition')) ?? fallbackFileName);
    return true;
  } catch (error) {
    const data = (error as { response?: { data?: unknown; headers?: BlobResponse['headers'] } })?.response;
    const envelope = envelopeOf(error) ?? (data ? await envelopeInBody(data.data, headerOf(data, 'content-type')) : undefined);
    if (envelope) reportEnvelope(envelope);
    else message.error(requestErrorMessage(error));
    return false;
  }
}
