/** Error codes of the certification materials area (21800–21999). */
import { defineErrors } from '../kernel/errors';
import { CERT_MATERIAL_MAX_FILES, CERT_MATERIAL_MAX_ITEMS } from './constants';

export const certMaterialsErrors = defineErrors('certMaterials', {
  CERT_MATERIAL_ITEM_NOT_FOUND: ['21801', '材料项不存在，或不属于该认证项目'],
  CERT_MATERIAL_UPLOAD_NOT_FOUND: ['21802', '文件不存在，或不属于该材料项'],
  CERT_MATERIAL_STATE: ['21803', '材料当前的状态不允许该操作'],
  CERT_MATERIAL_REASON_REQUIRED: ['21804', '参数错误：reason 退回时请填写退回原因，客户会看到它'],
  CERT_MATERIAL_ACCEPTED_LOCKED: ['21805', '该材料已通过审核，不能再上传、替换或删除文件'],
  CERT_MATERIAL_REMOVE_ACCEPTED: ['21806', '该材料项已有通过审核的文件，不能删除'],
  CERT_MATERIAL_TOO_MANY_FILES: ['21807', `每个材料项最多上传 ${CERT_MATERIAL_MAX_FILES} 个文件，请先删除不需要的文件`],
  CERT_MATERIAL_ITEM_DUPLICATE: ['21808', '参数错误：name 该认证项目已有同名的材料项'],
  CERT_MATERIAL_TOO_MANY_ITEMS: ['21809', `一个认证项目最多 ${CERT_MATERIAL_MAX_ITEMS} 个材料项`],
  CERT_MATERIAL_FILE_MISSING: ['21810', '参数错误：file 请选择要上传的文件'],
  CERT_MATERIAL_NOTHING_TO_REVIEW: ['21811', '该材料项还没有上传文件，不能审核'],
  CERT_MATERIAL_NONE_ACCEPTED: ['21812', '还没有通过审核的材料，无法导出'],
  CERT_MATERIAL_NO_PROJECT: ['21813', '该认证项目没有关联客户在平台上的项目，客户无法在线上传材料'],
  CERT_MATERIAL_CLOSED: ['21814', '认证项目已终止、未受理或不予认证，认证材料不能再更改'],
});
