/**
 * Certification materials (issue 29 item 4): the customer's side on
 * /systemManage/certificationMaterials/{projectCode} (list, upload per item, delete, download) and
 * the certification body's side on its certification project (list, add and remove items, note,
 * review, download, zip of the accepted materials). Rules: domain/certMaterials/rules.ts.
 */
import { z } from 'zod';
import { ManagementSystem } from '../engines/auditTime/model';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { CERT_MATERIAL_DESCRIPTION_MAX, CERT_MATERIAL_NAME_MAX, CERT_MATERIAL_NOTE_MAX, CERT_MATERIAL_REASON_MAX } from './constants';
import { CertMaterialDecision, CertMaterialStatus } from './enums';

const tag = '认证材料';

const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
const certProjectCode = text({ max: 40, required: '请指定认证项目（certProjectCode）' });
const idOf = (field: string, what: string) =>
  z.coerce
    .number({ error: `参数错误：${field} 请指定${what}` })
    .int(`参数错误：${field} 请指定${what}`)
    .positive(`参数错误：${field} 请指定${what}`);
const itemId = idOf('itemId', '材料项');
const uploadId = idOf('uploadId', '文件');

export const CertMaterialUpload = z.object({
  uploadId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: Timestamp,
  uploaderName: z.string(),
});
export type CertMaterialUpload = z.infer<typeof CertMaterialUpload>;

export const CertMaterialItem = z.object({
  itemId: z.number().int(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  status: CertMaterialStatus.schema,
  /** The reason of the last return; shown while the item is 已退回. */
  returnReason: z.string(),
  reviewedAt: Timestamp.nullable(),
  reviewerName: z.string(),
  uploads: z.array(CertMaterialUpload),
});
export type CertMaterialItem = z.infer<typeof CertMaterialItem>;

export const CertMaterialProgress = z.object({
  total: z.number().int(),
  accepted: z.number().int(),
  requiredTotal: z.number().int(),
  requiredAccepted: z.number().int(),
});

/** The certification project the materials are for, as both sides see it. */
export const CertMaterialsProject = z.object({
  certProjectCode: z.string(),
  bodyName: z.string(),
  clientName: z.string(),
  standards: z.array(ManagementSystem.schema),
  /** The customer's marketplace project (files are stored as its project files); null for a client the body registered itself. */
  projectCode: z.string().nullable(),
});

export const CertMaterialsView = z.object({
  /** Null when the project has no certification project yet; `notice` says why. */
  certProject: CertMaterialsProject.nullable(),
  notice: z.string(),
  /** The body's note to the client on its materials. */
  note: z.string(),
  items: z.array(CertMaterialItem),
  progress: CertMaterialProgress,
  /** Whether the caller may change what this side changes (customer: upload; body: items and review). */
  editable: z.boolean(),
});
export type CertMaterialsView = z.infer<typeof CertMaterialsView>;

export const certMaterialsCustomerList = defineContract({
  method: 'GET',
  path: '/api/certMaterials/customer/list.json',
  tag,
  summary: '客户：项目的认证材料清单（状态、已上传文件、退回原因、进度）',
  query: z.object({ projectCode }),
  response: CertMaterialsView,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const certMaterialsUpload = defineContract({
  method: 'POST',
  path: '/api/certMaterials/customer/upload.json',
  tag,
  summary: '客户：为材料项上传文件（multipart：file、projectCode、itemId，可带 replaceUploadId 替换一个文件；文件同时成为项目文件）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ projectCode, itemId, replaceUploadId: filterOf(uploadId) }),
  response: CertMaterialItem,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const certMaterialsDeleteUpload = defineContract({
  method: 'POST',
  path: '/api/certMaterials/customer/deleteUpload.json',
  tag,
  summary: '客户：删除材料项的一个文件（通过审核前）',
  body: z.object({ projectCode, uploadId }),
  response: CertMaterialItem,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const certMaterialsCustomerDownload = defineContract({
  method: 'GET',
  path: '/api/certMaterials/customer/download',
  tag,
  summary: '客户：下载材料文件',
  query: z.object({ projectCode, uploadId }),
  response: z.unknown(),
  download: true,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const certMaterialsBodyList = defineContract({
  method: 'GET',
  path: '/api/certMaterials/body/list.json',
  tag,
  summary: '认证机构：认证项目的材料清单（管理员、排期员可维护和审核；项目审核组的审核员只读；平台交付只读）',
  query: z.object({ certProjectCode }),
  response: CertMaterialsView,
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.default,
});

export const certMaterialsAddItem = defineContract({
  method: 'POST',
  path: '/api/certMaterials/body/addItem.json',
  tag,
  summary: '认证机构：增加材料项',
  body: z.object({
    certProjectCode,
    name: text({ max: CERT_MATERIAL_NAME_MAX, name: true, required: '参数错误：name 请填写材料名称' }),
    description: text({ max: CERT_MATERIAL_DESCRIPTION_MAX, multiline: true }).default(''),
    required: z.boolean({ error: '参数错误：required 须为是或否' }).default(true),
  }),
  response: CertMaterialItem,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certMaterialsRemoveItem = defineContract({
  method: 'POST',
  path: '/api/certMaterials/body/removeItem.json',
  tag,
  summary: '认证机构：删除材料项（已通过的不能删除；已上传的文件仍保留在项目文件中）',
  body: z.object({ certProjectCode, itemId }),
  response: z.object({ itemId: z.number().int() }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certMaterialsNote = defineContract({
  method: 'POST',
  path: '/api/certMaterials/body/note.json',
  tag,
  summary: '认证机构：给客户的材料说明（例如提交期限）',
  body: z.object({ certProjectCode, note: text({ max: CERT_MATERIAL_NOTE_MAX, multiline: true }).default('') }),
  response: z.object({ note: z.string() }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certMaterialsReview = defineContract({
  method: 'POST',
  path: '/api/certMaterials/body/review.json',
  tag,
  summary: '认证机构：审核材料（通过，或填写原因退回）',
  body: z.object({
    certProjectCode,
    itemId,
    decision: CertMaterialDecision.schema,
    reason: text({ max: CERT_MATERIAL_REASON_MAX, multiline: true }).default(''),
  }),
  response: CertMaterialItem,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certMaterialsBodyDownload = defineContract({
  method: 'GET',
  path: '/api/certMaterials/body/download',
  tag,
  summary: '认证机构：下载材料文件',
  query: z.object({ certProjectCode, uploadId }),
  response: z.unknown(),
  download: true,
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.default,
});

export const certMaterialsZip = defineContract({
  method: 'GET',
  path: '/api/certMaterials/body/zip',
  tag,
  summary: '认证机构：打包下载已通过的材料（zip，按材料项分文件夹）',
  query: z.object({ certProjectCode }),
  response: z.unknown(),
  download: true,
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.none,
});

export const certMaterialsContracts = {
  certMaterialsCustomerList,
  certMaterialsUpload,
  certMaterialsDeleteUpload,
  certMaterialsCustomerDownload,
  certMaterialsBodyList,
  certMaterialsAddItem,
  certMaterialsRemoveItem,
  certMaterialsNote,
  certMaterialsReview,
  certMaterialsBodyDownload,
  certMaterialsZip,
};
