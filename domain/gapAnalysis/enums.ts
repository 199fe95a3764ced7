/** Gap analysis: analysis and disposal states, gap levels. */
import { defineEnum } from '../kernel/enums';

export const GapAnalysisStatus = defineEnum({
  'evaluating-risk': '风险评估中',
  'gap-analysising': '差距分析中',
  'report-finished': '报告已完成',
});
export type GapAnalysisStatus = (typeof GapAnalysisStatus.values)[number];

export const GapDisposalStatus = defineEnum({ 'in-handle': '处置中', finish: '已处置' });
export type GapDisposalStatus = (typeof GapDisposalStatus.values)[number];

/** Gap analysis levels and standard asset levels 1-5 (the gap engine's scale). */
export { GAP_LEVELS, type GapLevel } from '../engines/gap/vocab';
