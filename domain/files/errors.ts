/** Error codes of file upload and download (14xxx). */
import { defineErrors } from '../kernel/errors';

export const fileErrors = defineErrors('files', {
  FILE_TYPE_NOT_ALLOWED: ['14001', '不支持的文件类型'],
  FILE_TOO_LARGE: ['14002', '文件大小超过限制'],
  FILE_CONTENT_MISMATCH: ['14003', '文件内容与扩展名不符'],
  FILE_MISSING: ['14004', '请选择要上传的文件'],
});
