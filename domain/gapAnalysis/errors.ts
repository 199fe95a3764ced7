/**
 * Error codes of the gap-analysis area (issue 13), 19000–19999:
 *   19000–19099 reports and scoring
 *   19100–19299 gap disposal
 */
import { defineErrors } from '../kernel/errors';

export const gapAnalysisErrors = defineErrors('gapAnalysis', {
  // ---- reports 19000–19099
  GAP_REPORT_NOT_FOUND: ['19001', '该项目还没有差距分析报告'],
  GAP_CONFIG_UNKNOWN: ['19002', '项目记录的评分配置在本系统中不存在，无法计算'],
  GAP_SCORING_FAILED: ['19003', '差距计算失败'],
  // ---- disposal 19100–19299
  GAP_DISPOSAL_NOT_FOUND: ['19101', '差距项不存在'],
  GAP_DISPOSAL_MOVE_REFUSED: ['19102', '差距处置当前状态不允许该操作'],
  GAP_DISPOSAL_INCOMPLETE: ['19103', '请先填写负责人、整改计划和计划完成日期，并上传证据文件'],
  GAP_DISPOSAL_OWNER_NOT_ELIGIBLE: ['19104', '负责人须为本单位在职的成员'],
  GAP_DISPOSAL_LOCKED: ['19105', '已处置的差距不能修改，请先重新处置'],
  GAP_DISPOSAL_EVIDENCE_NOT_FOUND: ['19106', '证据文件不存在，请重新上传'],
});
