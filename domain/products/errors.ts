/** Error codes of service products (12000–12399). */
import { defineErrors } from '../kernel/errors';

export const productErrors = defineErrors('products', {
  PRODUCT_NOT_FOUND: ['12001', '产品不存在'],
  PRODUCT_INVALID: ['12002', '产品信息不完整，不能发布'],
  PRODUCT_STATE: ['12003', '产品当前状态不允许该操作'],
  PRODUCT_NAME_TAKEN: ['12004', '已有同名产品，请换一个产品名称'],
  PRODUCT_VERSION_NOT_FOUND: ['12005', '产品版本不存在'],
});
