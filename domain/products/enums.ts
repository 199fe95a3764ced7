/** Service products (产品开发) and their authorization to channels (服务授权). */
import { defineEnum } from '../kernel/enums';

/** What kind of assessment a product delivers: decides which catalogue and templates it needs. */
export const ServiceKind = defineEnum({
  riskAssessment: '风险评估（GB/T 20984）',
  gapAnalysis: '差距分析',
  questionnaire: '在线问卷评估',
  certification: 'ISO 认证咨询',
  exam: '内审员认证考试',
});
export type ServiceKind = (typeof ServiceKind.values)[number];

/** A product's life: a draft until first published, on sale when published, off sale when withdrawn. */
export const ProductStatus = defineEnum({ draft: '草稿', published: '已发布', withdrawn: '已下架' });
export type ProductStatus = (typeof ProductStatus.values)[number];

/** Product document upload types (spec §3 "Upload types"). */
export const ProductDocumentType = defineEnum({ workingInstruction: '作业指导书', inspectionStandard: '检查标准' });
export type ProductDocumentType = (typeof ProductDocumentType.values)[number];

/** The option dictionaries of asset templates (spec §3), named after GB/T 20984-2022 Tables 1–4. */
export const AssetOptionCode = defineEnum({
  biz_func: '业务功能',
  biz_obj: '业务对象',
  biz_process: '业务流程',
  biz_scope: '业务范围',
  biz_align_goal: '发展目标契合度',
  biz_worth: '业务价值',
  biz_completeness: '业务完整性',
  biz_association_type: '业务关联类别',
  biz_association_degree: '业务关联程度',
  biz_importance: '业务重要性',
  biz_domain: '业务领域',
  biz_region: '覆盖地域',
  systemRelated: '资产关联程度',
  carryLevel: '业务承载程度',
  systemType: '系统资产类型',
  carryType: '承载类别',
  sys_availability: '可用性',
  sys_confidentiality: '保密性',
  sys_integrity: '完整性',
});
export type AssetOptionCode = (typeof AssetOptionCode.values)[number];

/** How a channel's price is set: a fixed price in points, or a discount (percent) of the list price. */
export const PricingMode = defineEnum({ price: '固定价格', discount: '折扣' });
export type PricingMode = (typeof PricingMode.values)[number];

/** An authorization as stored: active until the platform withdraws it. */
export const AuthorizationStatus = defineEnum({ active: '已授权', withdrawn: '已撤销' });
export type AuthorizationStatus = (typeof AuthorizationStatus.values)[number];

/** What a reader sees: whether the channel can sell the product today, and if not, why. */
export const AuthorizationEffect = defineEnum({
  effective: '生效中',
  notStarted: '未开始',
  expired: '已过期',
  productOffSale: '产品已下架',
  withdrawn: '已撤销',
});
export type AuthorizationEffect = (typeof AuthorizationEffect.values)[number];
