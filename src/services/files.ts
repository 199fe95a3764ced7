/**
 * Files (domain/files/contracts.ts): upload with a purpose; download through the contract on click, so a
 * refusal (no access, gone, logged out) shows as a message or the login redirect, never as raw
 * JSON in a new tab.
 */
import * as api from '@domain/files/contracts';
import type { ContractBody } from '@domain/kernel/contract';
import { isBlank } from '@domain/kernel/helpers';
import { callContract, type CallOptions } from './contract';
import { downloadContract } from './download';

export type { StoredFile } from '@domain/files/contracts';

type UploadPurpose = NonNullable<ContractBody<typeof api.fileUpload>['purpose']>;

/** Uploads one file (multipart part `file`) for `purpose`; resolves with the stored file. */
export function uploadFile(file: Blob, purpose: UploadPurpose, options?: CallOptions) {
  // The file travels as a multipart part beside the contract's text fields.
  const body = { purpose, file };
  return callContract(api.fileUpload, { body }, options);
}

/**
 * Downloads a stored file and saves it under the server's file name (else `fallbackFileName`).
 * Resolves true when saved, false when the failure was shown; never rejects.
 */
export function downloadFile(objectId: string, fallbackFileName: string): Promise<boolean> {
  return downloadContract(
    api.fileDownload,
    { query: { objectId: objectId.trim() } },
    { fallbackFileName: fallbackFileName || '下载文件', noFileMessage: '下载失败：服务器未返回文件' },
  );
}

/** The objectId of a download link of a stored file of this platform (domain downloadLink), or undefined for any other link. */
export function objectIdOfFileHref(href: string | null | undefined): string | undefined {
  if (isBlank(href)) return undefined;
  const [path, query = ''] = href!.trim().split('?');
  if (path !== api.fileDownload.path) return undefined;
  const objectId = new URLSearchParams(query).get('objectId')?.trim();
  return objectId || undefined;
}
