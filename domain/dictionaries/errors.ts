/** Error codes of the national dictionaries, standard configuration and the enterprise registry (12800–12899). */
import { defineErrors } from '../kernel/errors';

export const dictionaryErrors = defineErrors('dictionaries', {
  DICTIONARY_PARENT_NOT_FOUND: ['12801', '上级代码不存在，请从字典中选择'],
  INDUSTRY_NOT_FOUND: ['12802', '行业代码不存在，请从国民经济行业分类（GB/T 4754-2017）中选择'],
  STANDARD_NOT_FOUND: ['12803', '标准不存在，请从标准列表中选择'],
  SVIP_MODULE_NOT_FOUND: ['12804', '页面模块不存在'],
  CREDIT_CODE_INVALID: ['12805', '统一社会信用代码不正确'],
  ENTERPRISE_QUERY_EMPTY: ['12806', '请输入企业名称（至少 2 个字）或统一社会信用代码'],
  ENTERPRISE_REGISTRY_UNAVAILABLE: ['12807', '企业信息查询服务暂不可用，请稍后重试或手工填写'],
  ENV_IMPORTANCE_INVALID: ['12808', '环境因素重要性评价标准不正确'],
  ENV_IMPORTANCE_STALE: ['12809', '评价标准已被他人修改，请刷新后再保存'],
});
