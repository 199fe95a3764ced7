/** Texts of the certification materials pages, written once for the pages and their tests. */
import type { CertMaterialStatus } from '@domain/certMaterials/enums';

export const PAGE_TITLE = '认证材料';
export const UPLOAD_TEXT = '上传';
export const REUPLOAD_TEXT = '重新上传';
export const REPLACE_TEXT = '替换';
export const ACCEPT_TEXT = '通过';
export const RETURN_TEXT = '退回';
export const RETURN_TITLE = '退回材料';
export const RETURN_REASON_LABEL = '退回原因';
export const RETURN_REASON_PLACEHOLDER = '写明需要补充或修改的内容，客户会看到这段话';
export const ADD_ITEM_TEXT = '增加材料项';
export const ZIP_TEXT = '导出已通过材料';
export const NOTE_TITLE = '认证机构说明';
export const EMPTY_ITEMS_TEXT = '该认证项目没有需要提交的材料项';
export const RETURNED_PREFIX = '退回原因：';
export const ACCEPTED_LOCKED_TEXT = '已通过审核，文件不能再更改';

export const STATUS_COLORS: Readonly<Record<CertMaterialStatus, string>> = {
  pending: 'default',
  submitted: 'processing',
  accepted: 'success',
  returned: 'error',
};
