/** Gap analysis: analysis, role-relation and disposal states, gap levels. */
import { defineEnum } from '../kernel/enums';

export const GapAnalysisStatus = defineEnum({
  'evaluating-risk': '风险评估中',
  'gap-analysising': '差距分析中',
  'report-finished': '报告已完成',
});
export type GapAnalysisStatus = (typeof GapAnalysisStatus.values)[number];

export const RoleRelationStatus = defineEnum({ notsubmit: '未提交', submited: '已提交', finished: '已完成' });
export type RoleRelationStatus = (typeof RoleRelationStatus.values)[number];

export const GapDisposalStatus = defineEnum({ 'in-handle': '处置中', finish: '已处置' });
export type GapDisposalStatus = (typeof GapDisposalStatus.values)[number];

/** Gap analysis levels and standard asset levels 1-5. */
export const GAP_LEVELS = [1, 2, 3, 4, 5] as const;
export type GapLevel = (typeof GAP_LEVELS)[number];
