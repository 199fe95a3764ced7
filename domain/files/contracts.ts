/** Files (spec §7 "Files"): upload to the storage, download by objectId (checked against the tenant). */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import type { FilePurpose } from './enums';
import { text } from '../kernel/text';
import { Timestamp, defineContract } from '../kernel/contract';

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

export const fileUpload = defineContract({
  method: 'POST',
  path: '/api/file/upload/save.json',
  tag: '文件',
  summary: '上传文件（multipart：file；扩展名、内容与大小校验）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ purpose: UserUploadPurpose.default('general') }),
  response: StoredFile,
  access: 'canReadPublic',
  timeout: TIMEOUTS.none,
});

export const fileDownload = defineContract({
  method: 'GET',
  path: '/consulting/file/download',
  tag: '文件',
  summary: '按 objectId 下载文件（仅本租户文件、新手指引文件，财务可下载转账凭证）',
  query: z.object({ objectId: text({ max: 64, required: '缺少 objectId' }) }),
  response: z.unknown(),
  download: true,
  access: 'session',
  timeout: TIMEOUTS.none,
});

export const fileContracts = { fileUpload, fileDownload };
