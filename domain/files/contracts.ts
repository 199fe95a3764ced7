/**
 * Files (spec §7 "Files"): uploads (one file, a batch, a project's or the tenant's own, one case
 * without a session), download by objectId, a project's files (list, zip, delete), share links
 * (create, list, revoke, download without a session) and images as data URLs.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { FILE_SHARE_MAX_DOWNLOADS } from './constants';
import { FileShareStatus, FileShareUnit, FileSource, type FilePurpose } from './enums';
import { text } from '../kernel/text';
import { defineContract, filterOf, pageOf, PageQuery, Timestamp } from '../kernel/contract';

const tag = '文件';

export const StoredFile = z.object({
  objectId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: Timestamp,
});
export type StoredFile = z.infer<typeof StoredFile>;

/** Purposes a user may upload for; toolKit files come only through the guide management. */
export const UserUploadPurpose = z.enum(['general', 'transferVoucher'] satisfies FilePurpose[]);

const objectId = text({ max: 64, required: '缺少 objectId' });
const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
/** The tenant the caller names; it must be the one the session is in. */
const tenantCode = filterOf(text({ max: 40 }));

export const fileUpload = defineContract({
  method: 'POST',
  path: '/api/file/upload/save.json',
  tag,
  summary: '上传文件（multipart：file；扩展名、内容与大小校验）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ purpose: UserUploadPurpose.default('general') }),
  response: StoredFile,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const fileDownload = defineContract({
  method: 'GET',
  path: '/consulting/file/download',
  tag,
  summary: '按 objectId 下载文件（本租户文件、可见项目的文件、新手指引文件，财务可下载转账凭证）',
  query: z.object({ objectId }),
  response: z.unknown(),
  download: true,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const projectFileUpload = defineContract({
  method: 'POST',
  path: '/consulting/file/upload',
  tag,
  summary: '上传项目文件（multipart：file、projectCode；须能查看该项目）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ projectCode, tenantCode }),
  response: StoredFile,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const tenantFileUpload = defineContract({
  method: 'POST',
  path: '/consulting/file/uploadTenantFile',
  tag,
  summary: '上传本机构文件（multipart：file；tenantCode 须为当前机构）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ tenantCode }),
  response: StoredFile,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const anonymousUpload = defineContract({
  method: 'POST',
  path: '/consulting/file/noAuthority/upload',
  tag,
  summary: '未登录上传（仅图片或 PDF、限大小与每 IP 频率，一天内未被使用即删除）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({}),
  response: StoredFile,
  access: 'public',
  timeout: TIMEOUTS.default,
});

/** One file's outcome in a batch: stored, or the Chinese reason it was not. */
export const BatchUploadResult = z.object({
  fileName: z.string(),
  ok: z.boolean(),
  objectId: z.string().nullable(),
  file: StoredFile.nullable(),
  message: z.string(),
});
export type BatchUploadResult = z.infer<typeof BatchUploadResult>;

export const fileBatchUpload = defineContract({
  method: 'POST',
  path: '/api/file/upload/batch/save.json',
  tag,
  summary: '批量上传（multipart：files 多个；可带 projectCode 作为项目文件；逐个返回结果）',
  multipart: true,
  fileFields: ['files'],
  multiFileFields: ['files'],
  body: z.object({ projectCode: filterOf(projectCode) }),
  response: z.array(BatchUploadResult),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const ProjectFile = StoredFile.extend({
  source: FileSource.schema,
  uploaderAccountId: z.string().nullable(),
  uploaderName: z.string(),
  /** Whether the caller may delete it (uploader, delivery manager, customer lead). */
  canDelete: z.boolean(),
});
export type ProjectFile = z.infer<typeof ProjectFile>;

export const projectFileList = defineContract({
  method: 'GET',
  path: '/consulting/file/project/list.json',
  tag,
  summary: '项目文件列表（分页；可见该项目的人）',
  query: PageQuery.extend({ projectCode, keyword: filterOf(text({ max: 100 })), source: filterOf(FileSource.schema) }),
  response: pageOf(ProjectFile),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const projectFileZip = defineContract({
  method: 'GET',
  path: '/consulting/file/project/zip',
  tag,
  summary: '打包下载项目的全部文件（zip）',
  query: z.object({ projectCode }),
  response: z.unknown(),
  download: true,
  access: 'canReadPublic',
  timeout: TIMEOUTS.none,
});

export const projectFileDelete = defineContract({
  method: 'POST',
  path: '/consulting/file/project/delete.json',
  tag,
  summary: '删除项目文件（上传者或项目负责人）',
  body: z.object({ objectId }),
  response: z.object({ objectId: z.string() }),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const FileShareLink = z.object({
  shareId: z.string(),
  objectId: z.string(),
  /** The link's path with its token: only in the answer that created it (the token is stored hashed). */
  path: z.string().nullable(),
  /** The token's last characters, to tell links apart. */
  tokenTail: z.string(),
  createdAt: Timestamp,
  createdByName: z.string(),
  expiresAt: Timestamp,
  maxDownloads: z.number().int().nullable(),
  downloads: z.number().int(),
  status: FileShareStatus.schema,
});
export type FileShareLink = z.infer<typeof FileShareLink>;

export const fileShare = defineContract({
  method: 'POST',
  path: '/api/file/share',
  tag,
  summary: '创建文件分享链接（有效期、可选下载次数上限；无需登录即可下载）',
  body: z.object({
    objectId,
    expiresIn: z.coerce.number({ error: '有效期须为整数' }).int('有效期须为整数').min(1, '有效期至少为 1'),
    unit: FileShareUnit.schema.default('day'),
    maxDownloads: z.coerce
      .number({ error: '下载次数上限须为整数' })
      .int('下载次数上限须为整数')
      .min(1, '下载次数上限至少为 1')
      .max(FILE_SHARE_MAX_DOWNLOADS, `下载次数上限最多 ${FILE_SHARE_MAX_DOWNLOADS}`)
      .nullish(),
  }),
  response: FileShareLink,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const fileShareList = defineContract({
  method: 'GET',
  path: '/api/file/share/list.json',
  tag,
  summary: '文件的分享链接列表',
  query: z.object({ objectId }),
  response: z.array(FileShareLink),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const fileShareRevoke = defineContract({
  method: 'POST',
  path: '/api/file/share/revoke.json',
  tag,
  summary: '撤销分享链接',
  body: z.object({ shareId: text({ max: 64, required: '缺少 shareId' }) }),
  response: FileShareLink,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const fileShareDownload = defineContract({
  method: 'GET',
  path: '/api/file/share/download',
  tag,
  summary: '凭分享链接下载文件（无需登录；过期、撤销或达到次数上限后拒绝）',
  query: z.object({ token: text({ max: 128, required: '缺少分享令牌' }) }),
  response: z.unknown(),
  download: true,
  access: 'public',
  timeout: TIMEOUTS.none,
});

export const fileImgBase64 = defineContract({
  method: 'POST',
  path: '/api/file/imgBase64',
  tag,
  summary: '图片转 data URL（png、jpg、gif；本机构或可见项目的图片，限大小）',
  body: z.object({ objectId }),
  response: z.object({ objectId: z.string(), contentType: z.string(), size: z.number().int(), dataUrl: z.string() }),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const fileContracts = {
  fileUpload,
  fileDownload,
  projectFileUpload,
  tenantFileUpload,
  anonymousUpload,
  fileBatchUpload,
  projectFileList,
  projectFileZip,
  projectFileDelete,
  fileShare,
  fileShareList,
  fileShareRevoke,
  fileShareDownload,
  fileImgBase64,
};
