/**
 * Error codes of the files area (14000–14399): 140xx uploads, 141xx project files, 142xx share
 * links, 143xx images. Limits beyond configuration answer the common 413 / 429 codes (HTTP status
 * of the same number); a missing or foreign file answers 404 "文件不存在".
 */
import { defineErrors } from '../kernel/errors';

export const fileErrors = defineErrors('files', {
  FILE_TYPE_NOT_ALLOWED: ['14001', '不支持的文件类型'],
  FILE_TOO_LARGE: ['14002', '文件大小超过限制'],
  FILE_CONTENT_MISMATCH: ['14003', '文件内容与扩展名不符'],
  FILE_MISSING: ['14004', '请选择要上传的文件'],
  FILE_ZIP_BOMB: ['14005', '压缩文件解压后过大或条目过多，已拒绝'],
  FILE_TENANT_MISMATCH: ['14006', '只能上传到当前所在机构'],
  FILE_ANON_TYPE: ['14007', '未登录时仅能上传图片（png、jpg）或 PDF 文件'],
  FILE_NAME_INVALID: ['14008', '文件名包含无效字符或改变文字方向的不可见字符，请重命名后再上传'],
  FILE_STORAGE_UNAVAILABLE: ['14009', '文件存储暂不可用，请稍后重试'],
  PROJECT_FILE_DELETE_FORBIDDEN: ['14101', '只有上传者或项目负责人可以删除该文件'],
  PROJECT_FILE_NONE: ['14102', '该项目还没有文件'],
  PROJECT_FILE_ZIP_TOO_LARGE: ['14103', '项目文件总大小超过打包下载上限，请逐个下载'],
  FILE_SHARE_TOO_LONG: ['14201', '分享有效期超过上限'],
  FILE_SHARE_NOT_FOUND: ['14202', '分享链接不存在'],
  FILE_SHARE_EXPIRED: ['14203', '分享链接已过期'],
  FILE_SHARE_REVOKED: ['14204', '分享链接已被撤销'],
  FILE_SHARE_EXHAUSTED: ['14205', '分享链接已达到下载次数上限'],
  FILE_NOT_IMAGE: ['14301', '仅支持 png、jpg、gif 图片'],
  FILE_IMAGE_TOO_LARGE: ['14302', '图片过大，无法预览'],
});
