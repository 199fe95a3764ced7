/**
 * File rules: what may be uploaded and who may download a stored file. The server enforces them;
 * the web app uses them to check a file before sending it.
 */
import { MAX_UPLOAD_BYTES } from './constants';
import { UPLOADABLE_EXTENSIONS, type FilePurpose } from './enums';
import type { Access } from '../kernel/access';

export type UploadableExtension = (typeof UPLOADABLE_EXTENSIONS)[number];

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export const isUploadableName = (fileName: string): boolean => (UPLOADABLE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** `accept` attribute for upload inputs. */
export const UPLOAD_ACCEPT = UPLOADABLE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** "20 MB", "1.5 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export type UploadProblem = 'type' | 'size' | 'empty';

/** What is wrong with a file before upload, or null. */
export function uploadProblem(file: { name: string; size: number }, maxBytes = MAX_UPLOAD_BYTES): UploadProblem | null {
  if (!isUploadableName(file.name)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

export const UPLOAD_PROBLEM_MESSAGES: Readonly<Record<UploadProblem, string>> = {
  type: `不支持的文件类型，仅支持 ${UPLOADABLE_EXTENSIONS.join('、')}`,
  size: `文件不能超过 ${formatBytes(MAX_UPLOAD_BYTES)}`,
  empty: '文件内容为空',
};

export interface StoredFileFacts {
  /** Owner tenant; null for platform-wide files. */
  tenantCode: string | null;
  purpose: FilePurpose;
}

/**
 * Who may download a stored file: guide files everyone logged in; otherwise members of the
 * owning tenant, and for transfer vouchers also the platform's finance (they review them); a
 * channel application's business licence (stored before its tenant exists, issue 11) is read by
 * the platform's channel reviewers.
 */
export function canDownloadFile(
  file: StoredFileFacts,
  viewer: { tenantCode: string | null; access: Pick<Access, 'canFinancialmanagement'> & Partial<Pick<Access, 'canReadChannelManage'>> },
): boolean {
  if (file.purpose === 'toolKit') return true;
  if (file.tenantCode !== null && file.tenantCode === viewer.tenantCode) return true;
  if (file.purpose === 'channelLicence') return !!viewer.access.canReadChannelManage;
  return file.purpose === 'transferVoucher' && viewer.access.canFinancialmanagement;
}
