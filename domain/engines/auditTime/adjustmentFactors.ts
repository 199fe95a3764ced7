/**
 * Typical reasons for increasing or reducing table time, offered as choices in the contract-review
 * form; the percentage is always decided per case. [R] paraphrased from IAF MD5 (factors for
 * adjustment of audit time) and ISO/IEC 27006-1 (business and IT complexity); brief §4.3.
 * A tenant may replace this list; the calculator only needs each adjustment's reason and percent.
 */
import type { ManagementSystem } from './model';

export interface AdjustmentFactor {
  code: string;
  /** Chinese reason, shown to the client in the justification. */
  label: string;
  direction: 'increase' | 'reduction';
  /** Systems it applies to; all when omitted. */
  standards?: readonly ManagementSystem[];
}

export const ADJUSTMENT_FACTORS: readonly AdjustmentFactor[] = [
  { code: 'complex-logistics', label: '后勤安排复杂：涉及多栋建筑或多个作业地点', direction: 'increase' },
  { code: 'multiple-languages', label: '员工使用多种语言，需要翻译', direction: 'increase' },
  { code: 'large-site', label: '相对人数而言场所面积很大', direction: 'increase' },
  { code: 'high-regulation', label: '所在行业监管程度高', direction: 'increase' },
  { code: 'complex-processes', label: '过程高度复杂或独特活动数量多', direction: 'increase' },
  { code: 'temporary-sites', label: '需要审核临时场所', direction: 'increase' },
  { code: 'outsourced-processes', label: '外包过程多、需要额外验证', direction: 'increase' },
  { code: 'complex-it', label: 'IT 基础设施复杂（多平台、多网络、自行开发软件）', direction: 'increase', standards: ['ISMS'] },
  { code: 'critical-business', label: '业务关键或涉及大量敏感信息处理', direction: 'increase', standards: ['ISMS'] },
  { code: 'low-risk', label: '产品/过程无风险或风险低', direction: 'reduction' },
  { code: 'small-site', label: '相对人数而言场所很小', direction: 'reduction' },
  { code: 'mature-system', label: '管理体系成熟度高', direction: 'reduction' },
  { code: 'prior-knowledge', label: '认证机构已了解该组织（如已按其他标准认证）', direction: 'reduction' },
  { code: 'offsite-staff', label: '较多人员在场所外工作（如销售、司机、服务人员）', direction: 'reduction' },
  { code: 'high-automation', label: '自动化程度高', direction: 'reduction' },
  { code: 'simple-it', label: 'IT 环境简单、标准化', direction: 'reduction', standards: ['ISMS'] },
];
