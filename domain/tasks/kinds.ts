/**
 * Every kind of background task with its Chinese label: the jobs table's `kind` column holds one
 * of these codes. Kinds whose handlers live in another area keep their code there and are listed
 * here by that constant, so a code is written once.
 */
import { GAP_SCORING_JOB } from '../gapAnalysis/rules';
import { CONSUMER_FINISH_ALL_JOB } from '../projects/rules';

/** Generates the risk-assessment Word report of a project in the background (a project file). */
export const REPORTS_RISK_DOCX_TASK = 'reports.riskDocx';
/** Generates the gap-analysis Word report of a project in the background (a project file). */
export const REPORTS_GAP_DOCX_TASK = 'reports.gapDocx';
/** Imports a project from the government technology-project data. */
export const IMPORTS_GOV_TEC_PROJECT_TASK = 'imports.govTecProject';
/** Imports the government innovative-enterprise data. */
export const IMPORTS_GOV_INNOVATIVE_TASK = 'imports.govInnovative';

/** Generates (or regenerates) the document set of an ISO documentation project (server/modules/isoDocuments/documents/task.ts). */
export const ISO_DOCUMENTS_GENERATE_TASK = 'isoDocuments.generate';

/** Code → Chinese label of every task kind. */
export const TASK_KIND_LABELS: Readonly<Record<string, string>> = {
  [CONSUMER_FINISH_ALL_JOB]: '完成全部角色任务',
  [GAP_SCORING_JOB]: '差距分析评分',
  [REPORTS_RISK_DOCX_TASK]: '生成风险评估 Word 报告',
  [REPORTS_GAP_DOCX_TASK]: '生成差距分析 Word 报告',
  [IMPORTS_GOV_TEC_PROJECT_TASK]: '导入政府科技项目数据',
  [IMPORTS_GOV_INNOVATIVE_TASK]: '导入创新型企业数据',
  [ISO_DOCUMENTS_GENERATE_TASK]: '生成体系文件',
};

/** The label of a kind; an unlisted code shows as a generic 后台任务. */
export function taskKindLabel(kind: string): string {
  return TASK_KIND_LABELS[kind] ?? '后台任务';
}
