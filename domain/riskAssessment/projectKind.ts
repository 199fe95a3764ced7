/** Risk assessment projects as a project kind (domain/projects/kinds.ts). */
import { defineProjectKind } from '../projects/kinds';

/**
 * The work's stages (domain/projects/progress.ts), keyed by the RA_STAGE_MACHINE stage reached
 * (./rules.ts), plus the executors' hand-over of the inventory: GB/T 20984's asset identification,
 * threat and vulnerability identification, existing measures and risk calculation, treatment,
 * residual risk, and the customer's confirmation of the results, which completes the project.
 * A customer's rejection reaches no stage (the progress stays).
 */
export const riskAssessmentProjectKind = defineProjectKind({
  code: 'riskAssessment',
  label: '风险评估',
  serviceKinds: ['riskAssessment'],
  stages: [
    { key: 'system', label: '完成业务资产识别', progress: 10 },
    { key: 'unit', label: '完成系统资产识别', progress: 20 },
    { key: 'handover', label: '完成资产梳理，提交责任人确认', progress: 30 },
    { key: 'identify', label: '责任人确认资产', progress: 40 },
    { key: 'assess', label: '完成威胁识别', progress: 50 },
    { key: 'control', label: '完成脆弱性评估', progress: 60 },
    { key: 'risk', label: '完成安全措施确认并计算风险', progress: 70 },
    { key: 'remnant_risk', label: '完成风险处置', progress: 80 },
    { key: 'submit', label: '提交客户确认', progress: 90 },
    { key: 'assets_progress_fin', label: '客户确认完成评估', progress: 100, completes: true },
  ],
});
