/** Questionnaire projects as a project kind (domain/projects/kinds.ts): online questionnaires and the gap analyses answered through them. */
import { defineProjectKind } from '../projects/kinds';

/**
 * The work's stages (domain/projects/progress.ts): the customer distributes the questionnaire and
 * answers it, submits it to the consultant, the consultant judges every item, the scoring job
 * writes the gap analysis report. The report with its remediation advice is what the service
 * delivers (the products' last step 整改建议与报告 / 评估结果输出): it completes the project. The
 * customer's remediation of each gap (/gapDisposal) follows it with its own status per gap
 * (docs/decisions.md, "Project state and progress from the work").
 */
export const questionnaireProjectKind = defineProjectKind({
  code: 'questionnaire',
  label: '问卷',
  serviceKinds: ['questionnaire', 'gapAnalysis'],
  stages: [
    { key: 'distributed', label: '问卷已分发', progress: 20 },
    { key: 'submitted', label: '客户提交问卷', progress: 50 },
    { key: 'judged', label: '顾问完成判定', progress: 80 },
    { key: 'reported', label: '差距分析报告已生成', progress: 100, completes: true },
  ],
});
