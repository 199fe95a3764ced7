/** Error codes of the customers area: a channel's customers and consultations (16000–16199). */
import { defineErrors } from '../kernel/errors';

export const customerErrors = defineErrors('customers', {
  CUSTOMER_NOT_FOUND: ['16001', '客户不存在，或不是你可以查看的客户'],
  CUSTOMER_READ_ONLY: ['16002', '该客户属于下级渠道或由平台查看，只能查看，不能修改'],
  CUSTOMER_DUPLICATE: ['16003', '本渠道已有使用该统一社会信用代码的客户，请勿重复创建'],
  CUSTOMER_INDUSTRY_UNKNOWN: ['16004', '所属行业须从国民经济行业分类（GB/T 4754-2017）中选择'],
  CUSTOMER_REGION_UNKNOWN: ['16005', '所在地区须从省/市/区县列表中选择'],
  CUSTOMER_PM_DISABLED: ['16006', '该手机号对应的账号已停用，不能作为客户项目经理'],
  CUSTOMER_PM_PLATFORM: ['16007', '该手机号对应的账号是平台人员，不能作为客户项目经理，请使用其他手机号'],
  CUSTOMER_CHANNEL_ONLY: ['16008', '只有渠道机构可以创建和维护客户'],
  TENANT_NOT_VISIBLE: ['16009', '机构不存在，或不是你可以查看的机构'],
});
