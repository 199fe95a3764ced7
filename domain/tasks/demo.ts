/**
 * Demo background tasks (后台任务): what 安衡咨询's channel manager (13800000011, A-11) finds in the
 * task panel on first start — a finished gap-analysis Word report of 示例科技's 信息安全管理体系
 * (PJ20260901GI0003, the demo project whose gap analysis is scored; the MLPS one, PJ20261020GM0002,
 * is still being answered and has no report) and a failed import of 示例科技's 科技项目 workbook (it had formulas), with
 * its Chinese reason. The channel manager rather than the project's consultant (A-13): the
 * consultant may generate the report but may not import a customer's government data
 * (domain/imports/rules.ts govDataAccess), and the panel shows one person's tasks.
 *
 * Seeded as finished jobs rows by server/modules/tasks/seed.ts. The report's file is real: the seed
 * has no file storage, so its result names a placeholder (DEMO_TASK_RESULT_PREFIX) and, at start in
 * demo mode (DEMO_DOCUMENTS), the kind's registered handler runs once as A-11 — the gap report
 * service builds the document, stored as the project's 'ai' file — and its result replaces the
 * placeholder (server/modules/tasks/demoResults.ts).
 */
import type { JobStatus } from './enums';
import { IMPORTS_GOV_TEC_PROJECT_TASK, REPORTS_GAP_DOCX_TASK } from './kinds';

/** The object id a demo task's result names until its file is generated at start. */
export const DEMO_TASK_RESULT_PREFIX = 'demo-task-result-';

export interface DemoBackgroundTask {
  tenantCode: string;
  kind: string;
  /** Unique within (tenant, kind); the report's is the key its kind gives (submitting it again regenerates it). */
  jobKey: string;
  title: string;
  payload: Record<string, unknown>;
  createdBy: string;
  status: Extract<JobStatus, 'succeeded' | 'failed'>;
  done: number;
  total: number;
  /** A placeholder file (DEMO_TASK_RESULT_PREFIX) replaced at start by the handler's real result. */
  result: { objectId: string; fileName: string } | null;
  error: string | null;
  /** Submitted this many hours before the seed, and ran this many seconds. */
  hoursAgo: number;
  seconds: number;
}

export const DEMO_BACKGROUND_TASKS: readonly DemoBackgroundTask[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    kind: REPORTS_GAP_DOCX_TASK,
    jobKey: 'PJ20260901GI0003:latest:A-11',
    title: '信息安全管理体系（第1号报告）',
    payload: { projectCode: 'PJ20260901GI0003' },
    createdBy: 'A-11',
    status: 'succeeded',
    done: 2,
    total: 2,
    result: { objectId: `${DEMO_TASK_RESULT_PREFIX}gap-report`, fileName: '差距分析报告-信息安全管理体系-第1号.docx' },
    error: null,
    hoursAgo: 26,
    seconds: 7,
  },
  {
    tenantCode: 'T-CH-ANHENG',
    kind: IMPORTS_GOV_TEC_PROJECT_TASK,
    jobKey: 'demo-formulas',
    title: '',
    payload: {},
    createdBy: 'A-11',
    status: 'failed',
    done: 0,
    total: 0,
    result: null,
    // The handler's own words for a workbook with formulas (server/modules/imports/workbook.ts).
    error: '文件中有 2 个公式单元格（科技项目!H3、科技项目!H4），请将这些单元格复制后“选择性粘贴为数值”再导入',
    hoursAgo: 3,
    seconds: 2,
  },
];
