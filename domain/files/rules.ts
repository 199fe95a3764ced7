/**
 * File rules: what may be uploaded and who may download a stored file. The server enforces them;
 * the web app uses them to check a file before sending it.
 */
import { FILE_SHARE_MAX_HOURS, MAX_UPLOAD_BYTES } from './constants';
import { ANON_UPLOAD_EXTENSIONS, IMAGE_EXTENSIONS, UPLOADABLE_EXTENSIONS, type FilePurpose, type FileShareStatus, type FileShareUnit } from './enums';
import type { Access } from '../kernel/access';
import { fileNameProblem } from '../kernel/text';

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

export type UploadProblem = 'name' | 'type' | 'size' | 'empty';

/**
 * What is wrong with a file before upload, or null. A name with invalid Unicode or bidirectional
 * controls (which can disguise "cod.exe" as "exe.doc") is refused; control and path characters are
 * not a problem, they are neutralised when the file is stored (neutralFileName).
 */
export function uploadProblem(file: { name: string; size: number }, maxBytes = MAX_UPLOAD_BYTES): UploadProblem | null {
  if (fileNameProblem(neutralFileName(file.name))) return 'name';
  if (!isUploadableName(file.name)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

export const UPLOAD_PROBLEM_MESSAGES: Readonly<Record<UploadProblem, string>> = {
  name: '文件名包含无效字符或改变文字方向的不可见字符，请重命名后再上传',
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
 * channel application's business licence (stored before its tenant exists, issue 11) and an
 * upload made without a session are read by the platform's channel reviewers. Project files and
 * drafts are not decided here but by their project (downloadCheckOf).
 */
export function canDownloadFile(
  file: StoredFileFacts,
  viewer: { tenantCode: string | null; access: Pick<Access, 'canFinancialmanagement'> & Partial<Pick<Access, 'canReadChannelManage'>> },
): boolean {
  if (file.purpose === 'toolKit') return true;
  if (file.tenantCode !== null && file.tenantCode === viewer.tenantCode) return true;
  if (file.purpose === 'channelLicence' || file.purpose === 'anonymous') return !!viewer.access.canReadChannelManage;
  return file.purpose === 'transferVoucher' && viewer.access.canFinancialmanagement;
}

/** How a stored file's download is decided (the server asks the projects area for the first two). */
export type DownloadCheck =
  /** a project's file: whoever may see the project (its customer, its delivering side, the buying channel) */
  | 'projectViewers'
  /** a project's draft: only the project's delivering side */
  | 'projectDelivery'
  /** anything else: canDownloadFile */
  | 'fileRule';

/**
 * The one rule of who may open a stored file: a file of a project (evidence a customer uploaded on a
 * questionnaire item or a gap disposal, a generated report, a delivered document) is visible to
 * everyone who may see that project; a draft only to its delivering side; other files by
 * canDownloadFile.
 */
export function downloadCheckOf(file: { purpose: FilePurpose; projectCode: string | null }): DownloadCheck {
  if (file.projectCode && file.purpose === 'project') return 'projectViewers';
  if (file.projectCode && file.purpose === 'projectDraft') return 'projectDelivery';
  return 'fileRule';
}

/** What the evidence rule reads of a stored file. */
export interface EvidenceFileFacts extends StoredFileFacts {
  projectCode: string | null;
  /** The uploader; null for files the server generated. */
  accountId: string | null;
}

/**
 * Whether a stored file may be named as evidence of a project (a questionnaire answer, a gap
 * disposal) by the caller, and how: 'project' — it is already that project's file; 'claim' — the
 * caller's own plain upload, which becomes that project's file (owned by the project's customer, so
 * whoever may see the project opens it: downloadCheckOf); null — neither (another tenant's, another
 * project's, a colleague's private upload, a missing file).
 */
export function projectEvidenceUse(
  file: EvidenceFileFacts | undefined,
  use: { projectCode: string; tenantCode: string | null; accountId: string },
): 'project' | 'claim' | null {
  if (!file) return null;
  if (file.purpose === 'project') return file.projectCode === use.projectCode ? 'project' : null;
  const ownUpload = file.tenantCode !== null && file.tenantCode === use.tenantCode && file.accountId === use.accountId;
  return file.purpose === 'general' && file.projectCode === null && ownUpload ? 'claim' : null;
}

/** Characters that mean a path or are refused by common file systems; a stored name never has them. */
const PATH_CHARACTERS = /[\\/:*?"<>|]/g;

/** Path and reserved characters, and the full-width forms that stand in for them in a name. */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  '\\': '＼',
  '/': '／',
  ':': '：',
  '*': '＊',
  '?': '？',
  '"': '＂',
  '<': '＜',
  '>': '＞',
  '|': '｜',
};

/**
 * A client's file name made safe to store and to send back: control characters removed, path and
 * reserved characters replaced by their full-width forms (so "GB/T 20984" still reads as such:
 * "GB／T 20984"), no leading dots ("..", ".bashrc"), never empty.
 */
export function neutralFileName(name: string): string {
  // Control characters are what this pattern is for (noControlCharactersInRegex is off in biome.jsonc).
  const cleaned = name
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .replace(PATH_CHARACTERS, (ch) => FULL_WIDTH[ch])
    .replace(/^[.\s]+/, '')
    .trim();
  return cleaned || '未命名文件';
}

/** Longest stored file name (the extension kept when a longer one is cut). */
const MAX_STORED_NAME_LENGTH = 200;

/** The client's name as stored: neutralised (neutralFileName), at most 200 characters, the extension kept. */
export function storedFileName(name: string): string {
  const cleaned = neutralFileName(name);
  if (cleaned.length <= MAX_STORED_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  return `${cleaned.slice(0, MAX_STORED_NAME_LENGTH - extension.length - 1)}.${extension}`;
}

/** "报告.pdf", then "报告 (2).pdf", … (recorded in `used`): a zip never holds two entries of one name. */
export function uniqueFileName(name: string, used: Set<string>): string {
  const extension = extensionOf(name);
  const stem = extension ? name.slice(0, -(extension.length + 1)) : name;
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = extension ? `${stem} (${n}).${extension}` : `${stem} (${n})`;
  used.add(candidate);
  return candidate;
}

/** Whether the name is an image answered as a data URL (png, jpg, gif). */
export const isImageName = (fileName: string): boolean => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** Whether an upload without a session may have this name (images and PDF). */
export const isAnonUploadName = (fileName: string): boolean => (ANON_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** How the caller stands to a project whose files are asked for. */
export type ProjectFileViewer =
  /** a manager of the delivering tenant (channel or platform delivery) */
  | 'manager'
  /** the consultant holding the project */
  | 'consultant'
  /** a manager of the buying channel when another tenant delivers */
  | 'buyer'
  /** the customer's PM or owner */
  | 'customerLead'
  /** another member of the customer tenant */
  | 'customer';

/** Who may delete a project file: its uploader, the delivering tenant's managers and the customer's lead. */
export function mayDeleteProjectFile(file: { accountId: string | null }, viewer: { accountId: string; relation: ProjectFileViewer }): boolean {
  if (file.accountId !== null && file.accountId === viewer.accountId) return true;
  return viewer.relation === 'manager' || viewer.relation === 'customerLead';
}

/** A share link's lifetime in hours. */
export const shareHours = (value: number, unit: FileShareUnit): number => (unit === 'day' ? value * 24 : value);

/** Why a share lifetime is refused, or null. */
export function shareExpiryProblem(value: number, unit: FileShareUnit, maxHours = FILE_SHARE_MAX_HOURS): string | null {
  if (!Number.isInteger(value) || value < 1) return '有效期至少 1 小时';
  if (shareHours(value, unit) > maxHours) {
    const limit = maxHours % 24 === 0 ? `${maxHours / 24} 天` : `${maxHours} 小时`;
    return `分享有效期最长 ${limit}`;
  }
  return null;
}

export interface ShareFacts {
  expiresAt: Date;
  revokedAt: Date | null;
  maxDownloads: number | null;
  downloads: number;
}

/** A share link's state at an instant: revoked first, then exhausted, then expired. */
export function shareStatus(share: ShareFacts, now: Date): FileShareStatus {
  if (share.revokedAt) return 'revoked';
  if (share.maxDownloads !== null && share.downloads >= share.maxDownloads) return 'exhausted';
  if (share.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The path a share link opens (no session needed); the web app puts its origin in front. */
export const sharePath = (token: string): string => `/api/file/share/download?token=${encodeURIComponent(token)}`;
