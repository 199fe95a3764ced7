/**
 * Error codes of the imports area (14600–14799): 14600–14649 reading an uploaded file (Excel and
 * Word), 14650–14699 the government-data imports and their tasks.
 */
import { defineErrors } from '../kernel/errors';

export const importErrors = defineErrors('imports', {
  IMPORT_FILE_MISSING: ['14600', '请选择要上传的文件'],
  IMPORT_FILE_EMPTY: ['14601', '文件为空（0 字节），请重新选择文件'],
  IMPORT_NOT_XLSX: ['14602', '文件不是 Excel 工作簿（.xlsx），请用 Excel 另存为 .xlsx 后再上传'],
  IMPORT_FORMULA: ['14603', '文件中含有公式，请将这些单元格复制后“选择性粘贴为数值”再导入'],
  IMPORT_TOO_MANY_ROWS: ['14604', '数据行数超过上限，请分成多个文件导入'],
  IMPORT_ZIP_BOMB: ['14605', '文件解压后的大小超出上限（疑似压缩炸弹），已拒绝'],
  IMPORT_HEADER_MISMATCH: ['14606', '表头与模板不符，请下载模板后按模板填写'],
  IMPORT_NOT_DOCX: ['14607', '文件不是 Word 文档（.docx），请用 Word 另存为 .docx 后再上传'],
  IMPORT_UNREADABLE: ['14608', '文件已损坏，无法读取'],
  IMPORT_NO_DATA: ['14609', '文件中没有数据行'],
  IMPORT_TARGET_NOT_FOUND: ['14650', '客户不存在，或不是你可以查看的客户'],
  IMPORT_TARGET_READ_ONLY: ['14651', '你只能查看该客户的政府项目数据，不能导入'],
  IMPORT_TARGET_REQUIRED: ['14652', '请指定客户（customerTenantCode）'],
  IMPORT_TASK_NOT_FOUND: ['14653', '导入任务不存在，或不是你发起的任务'],
});
