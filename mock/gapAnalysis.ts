/**
 * Dev mocks of domain/gapAnalysis/contracts.ts (issue 13), answering from the shared in-memory
 * questionnaires (mock/lib/questionnaireStore.ts). Like the server: every call passes the access
 * decision of domain/kernel/contractAccess.ts, inputs go through the contract's schema (parseOr), the
 * project's visibility follows app.projectRegistry (the customer's own projects; the delivering,
 * managing or buying channel), and the report is scored with the same domain functions
 * (domain/gapAnalysis/rules.ts scoreQuestionnaire, gapReportView) and written into a Word document by
 * the server's own builder (server/modules/questionnaires/gapDocx.ts, pure). Differences, said
 * plainly: no background runner — a finished questionnaire without its report is scored when its
 * reports are first read; the members are the demo accounts.
 */
import { gapAnalysisContracts as c, type GapReport } from '../domain/gapAnalysis/contracts';
import { chinaDay } from '../domain/kernel/chinaTime';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS, DEMO_TENANTS, demoDisposalValues, demoGapProject } from '../domain/demo';
import { ErrorCode, fail, ok } from '../domain/errors';
import { DISPOSAL_MIN_GAP_LEVEL, GAP_DISPOSAL_MACHINE, type GapStandard, gapConfigOf, scoreQuestionnaire } from '../domain/gapAnalysis/rules';
import {
  disposalFinishProblems,
  type GapReportRecord,
  gapCategories,
  gapDisposalView,
  gapFindings,
  gapReportCover,
  gapReportView,
} from '../domain/gapAnalysis/report';
import { deliveryRelation } from '../domain/projects/delivery';
import { CUSTOMER_TASK_ROLES } from '../domain/projects/rules';
import { StateMoveError } from '../domain/kernel/stateMachine';
import { buildGapReportDocx, DOCX_CONTENT_TYPE, gapReportFileName } from '../server/modules/questionnaires/gapDocx';
import {
  contractKey,
  guardedSession,
  type MockAnswer,
  type MockCaller,
  type MockDownloadHandler,
  type MockHandler,
  pageOf,
  parseOr,
  toUmiMocks,
} from './lib/handler';
import { type MockProject, projectStore } from './lib/projectStore';
import { afterQuestionnaireReset, type MockGapDisposal, type MockGapReport, MOCK_SEED_AT, questionnaireStore } from './lib/questionnaireStore';

const refuse = (code: ErrorCode, message?: string): MockAnswer => ({ envelope: fail(code, message) });
const today = () => chinaDay(new Date());
const names = (): Map<string, string> => new Map(DEMO_ACCOUNTS.map((a) => [a.accountId, a.showName]));
const tenantOf = (caller: MockCaller) => caller.account?.tenantCode ?? null;
const isCustomer = (caller: MockCaller) => caller.user.tenantDTO?.type === 'customer';
const members = (customerTenantCode: string) =>
  DEMO_ACCOUNTS.filter((a) => a.tenantCode === customerTenantCode && a.roles.some((role) => CUSTOMER_TASK_ROLES.includes(role)));

function projectOf(projectCode: string): MockProject | undefined {
  const store = projectStore();
  const project = store.projects.find((p) => p.projectCode === projectCode);
  const group = project && store.groups.find((g) => g.groupCode === project.groupCode);
  return project && group && group.status !== 'withdrawn' ? project : undefined;
}

/** Like app.projectRegistry.forCustomer. */
function customerProject(caller: MockCaller, projectCode: string): MockProject | MockAnswer {
  const project = projectOf(projectCode);
  if (!project || !isCustomer(caller) || project.customerTenantCode !== tenantOf(caller)) return refuse(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
  return project;
}

/** Like the server's service: the customer's own projects, else forDelivery. */
function visibleProject(caller: MockCaller, projectCode: string): MockProject | MockAnswer {
  if (isCustomer(caller)) return customerProject(caller, projectCode);
  const project = projectOf(projectCode);
  const relation = project
    ? deliveryRelation(project, { accountId: caller.account?.accountId ?? '', tenantCode: tenantOf(caller) ?? '', subject: caller.user })
    : 'none';
  return project && relation !== 'none' ? project : refuse(ErrorCode.PROJECT_NOT_FOUND);
}

const isAnswer = (value: MockProject | MockAnswer): value is MockAnswer => 'envelope' in value;

function recordOf(report: MockGapReport): GapReportRecord {
  const project = projectOf(report.projectCode);
  const group = project && projectStore().groups.find((g) => g.groupCode === project.groupCode);
  return { ...report, projectName: project?.name ?? report.projectCode, productName: group?.productName ?? '', level: project?.level ?? null };
}

/**
 * Scores a project's questionnaire into its next report, as the server's scoring job does
 * (disposals kept per gapKey, gap status report-finished). For mock/questionnaires.ts too.
 */
export function scoreMockQuestionnaire(projectCode: string, generatedAt = new Date()): MockGapReport | string {
  const store = questionnaireStore.current;
  const questionnaire = store.questionnaires.find((q) => q.projectCode === projectCode);
  if (!questionnaire) return `项目 ${projectCode} 没有问卷`;
  const config = gapConfigOf(questionnaire.configId, questionnaire.configVersion);
  if (!config) return `项目记录的评分配置在本系统中不存在，无法计算（${questionnaire.configId}@${questionnaire.configVersion}）`;
  const facts = demoGapProject(projectCode);
  const project = projectOf(projectCode);
  const group = project && projectStore().groups.find((g) => g.groupCode === project.groupCode);
  const catalogue = DEMO_PRODUCTS.find((p) => p.productCode === group?.productCode)?.definition.catalogue;
  const items = store.items.filter((item) => item.projectCode === projectCode).sort((a, b) => a.seq - b.seq);
  let scored: ReturnType<typeof scoreQuestionnaire>;
  try {
    scored = scoreQuestionnaire(
      questionnaire.standard as GapStandard,
      config,
      project?.level ?? facts?.level ?? catalogue?.level ?? null,
      catalogue?.extensions ?? [],
      items,
    );
  } catch (error) {
    return `差距计算失败：${error instanceof Error ? error.message : String(error)}`;
  }
  const owner = DEMO_ACCOUNTS.find((a) => a.accountId === project?.customerOwnerAccountId);
  const report: MockGapReport = {
    tenantCode: questionnaire.tenantCode,
    projectCode,
    reportNo: Math.max(0, ...store.reports.filter((r) => r.projectCode === projectCode).map((r) => r.reportNo)) + 1,
    customerTenantCode: questionnaire.customerTenantCode,
    standard: questionnaire.standard,
    configId: config.id,
    configVersion: config.version,
    cover: gapReportCover({
      generatedAt,
      svipData: project?.svipData ?? null,
      customerName: DEMO_TENANTS.find((t) => t.tenantCode === questionnaire.customerTenantCode)?.tenantZhName ?? questionnaire.customerTenantCode,
      ownerName: owner?.showName ?? '',
      ownerPhone: owner?.phone ?? null,
    }),
    result: scored.result as unknown as Record<string, unknown>,
    sources: scored.sources,
    generatedAt,
  };
  store.reports.push(report);
  for (const finding of gapFindings(report)) {
    if (finding.gapLevel < DISPOSAL_MIN_GAP_LEVEL) continue;
    const existing = store.disposals.find((d) => d.projectCode === projectCode && d.gapKey === finding.gapKey);
    if (existing) existing.reportNo = report.reportNo;
    else
      store.disposals.push({
        tenantCode: questionnaire.tenantCode,
        projectCode,
        gapKey: finding.gapKey,
        customerTenantCode: questionnaire.customerTenantCode,
        reportNo: report.reportNo,
        ownerAccountId: null,
        plan: '',
        dueDate: null,
        evidence: [],
        status: 'in-handle',
        updatedBy: null,
        updatedAt: generatedAt,
        finishedAt: null,
      });
  }
  questionnaire.gapStatus = 'report-finished';
  return report;
}

// The demo report (as the server's seed writes it) after every reset.
afterQuestionnaireReset((store) => {
  for (const questionnaire of store.questionnaires) {
    if (questionnaire.gapStatus !== 'report-finished' || store.reports.some((r) => r.projectCode === questionnaire.projectCode)) continue;
    const generatedAt = questionnaire.finishedAt ?? MOCK_SEED_AT;
    const report = scoreMockQuestionnaire(questionnaire.projectCode, generatedAt);
    if (typeof report === 'string') continue;
    const findings = gapFindings(report).filter((f) => f.gapLevel >= DISPOSAL_MIN_GAP_LEVEL);
    for (const values of demoDisposalValues(findings, generatedAt, new Date())) {
      const disposal = store.disposals.find((d) => d.projectCode === report.projectCode && d.gapKey === values.gapKey);
      if (disposal) Object.assign(disposal, values);
    }
  }
});

/** A finished questionnaire whose report the mock has not written yet is scored now (no job runner). */
function catchUp(projectCode: string): void {
  const store = questionnaireStore.current;
  const questionnaire = store.questionnaires.find((q) => q.projectCode === projectCode);
  if (questionnaire?.status === 'finished' && questionnaire.gapStatus !== 'report-finished') scoreMockQuestionnaire(projectCode);
}

function reportViews(project: MockProject): GapReport[] {
  catchUp(project.projectCode);
  const store = questionnaireStore.current;
  const disposals = store.disposals.filter((d) => d.projectCode === project.projectCode);
  return store.reports
    .filter((r) => r.projectCode === project.projectCode && r.tenantCode === project.tenantCode)
    .sort((a, b) => b.reportNo - a.reportNo)
    .map((r) => gapReportView(recordOf(r), disposals, names(), today()));
}

function findingOf(disposal: MockGapDisposal) {
  const report = questionnaireStore.current.reports.find((r) => r.projectCode === disposal.projectCode && r.reportNo === disposal.reportNo);
  return report ? gapFindings(report).find((f) => f.gapKey === disposal.gapKey) : undefined;
}

const disposalAnswer = (disposal: MockGapDisposal, caller: MockCaller) =>
  ok(gapDisposalView(disposal, findingOf(disposal), names(), today(), caller.user));

export const gapAnalysisMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.gapListReports)]: guardedSession(c.gapListReports, ({ query, caller }) => {
    const parsed = parseOr(c.gapListReports.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const project = visibleProject(caller, parsed.value.projectCode);
    if (isAnswer(project)) return project;
    const reports = reportViews(project);
    const questionnaire = questionnaireStore.current.questionnaires.find((q) => q.projectCode === project.projectCode);
    return { envelope: ok({ gapStatus: questionnaire?.gapStatus ?? null, reports }) };
  }),

  [contractKey(c.gapDisposalList)]: guardedSession(c.gapDisposalList, ({ query, caller }) => {
    const parsed = parseOr(c.gapDisposalList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const project = customerProject(caller, q.projectCode);
    if (isAnswer(project)) return project;
    catchUp(project.projectCode);
    const store = questionnaireStore.current;
    const rows = store.disposals
      .filter((d) => d.projectCode === project.projectCode && d.tenantCode === project.tenantCode)
      .map((d) => gapDisposalView(d, findingOf(d), names(), today(), caller.user))
      .filter(
        (d) =>
          (!q.categoryKey || d.categoryKey === q.categoryKey) && (!q.gapLevel || d.gapLevel === q.gapLevel) && (!q.status || d.status === q.status),
      )
      .sort((a, b) => (a.status === b.status ? 0 : a.status === 'in-handle' ? -1 : 1));
    const newest = store.reports.filter((r) => r.projectCode === project.projectCode).sort((a, b) => b.reportNo - a.reportNo)[0];
    return {
      envelope: ok({
        ...pageOf(rows, q),
        categories: newest ? gapCategories(newest) : [],
        members: members(project.customerTenantCode).map((a) => ({ accountId: a.accountId, showName: a.showName })),
      }),
    };
  }),

  [contractKey(c.gapDisposalSave)]: guardedSession(c.gapDisposalSave, ({ body, caller }) => {
    const parsed = parseOr(c.gapDisposalSave.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const project = customerProject(caller, b.projectCode);
    if (isAnswer(project)) return project;
    const disposal = questionnaireStore.current.disposals.find((d) => d.projectCode === project.projectCode && d.gapKey === b.gapKey);
    if (!disposal) return refuse(ErrorCode.GAP_DISPOSAL_NOT_FOUND);
    if (disposal.status === 'finish') return refuse(ErrorCode.GAP_DISPOSAL_LOCKED);
    if (!members(project.customerTenantCode).some((a) => a.accountId === b.ownerAccountId)) return refuse(ErrorCode.GAP_DISPOSAL_OWNER_NOT_ELIGIBLE);
    Object.assign(disposal, {
      ownerAccountId: b.ownerAccountId,
      plan: b.plan,
      dueDate: b.dueDate,
      evidence: b.evidence,
      updatedBy: caller.account?.accountId ?? null,
      updatedAt: new Date(),
    });
    return { envelope: disposalAnswer(disposal, caller) };
  }),

  [contractKey(c.gapDisposalMove)]: guardedSession(c.gapDisposalMove, ({ body, caller }) => {
    const parsed = parseOr(c.gapDisposalMove.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const project = customerProject(caller, b.projectCode);
    if (isAnswer(project)) return project;
    const disposal = questionnaireStore.current.disposals.find((d) => d.projectCode === project.projectCode && d.gapKey === b.gapKey);
    if (!disposal) return refuse(ErrorCode.GAP_DISPOSAL_NOT_FOUND);
    let status: MockGapDisposal['status'];
    try {
      status = GAP_DISPOSAL_MACHINE.assertMove(disposal.status, b.action, caller.user);
    } catch (error) {
      if (error instanceof StateMoveError) return refuse(ErrorCode.GAP_DISPOSAL_MOVE_REFUSED, error.message);
      throw error;
    }
    if (b.action === 'finish') {
      const missing = disposalFinishProblems(disposal);
      if (missing.length) return refuse(ErrorCode.GAP_DISPOSAL_INCOMPLETE, `完成处置前请先补充：${missing.join('、')}`);
    }
    const now = new Date();
    Object.assign(disposal, { status, finishedAt: b.action === 'finish' ? now : null, updatedBy: caller.account?.accountId ?? null, updatedAt: now });
    return { envelope: disposalAnswer(disposal, caller) };
  }),
};

export const gapAnalysisMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(c.gapReportDocx)]: guardedSession(c.gapReportDocx, ({ query, caller }) => {
    const parsed = parseOr(c.gapReportDocx.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const project = visibleProject(caller, parsed.value.projectCode);
    if (isAnswer(project)) return project;
    const reports = reportViews(project);
    const report = parsed.value.reportNo ? reports.find((r) => r.reportNo === parsed.value.reportNo) : reports[0];
    if (!report) return refuse(ErrorCode.GAP_REPORT_NOT_FOUND);
    return { file: { fileName: gapReportFileName(report), contentType: DOCX_CONTENT_TYPE, body: buildGapReportDocx(report) } };
  }),
};

export default toUmiMocks(gapAnalysisMockHandlers, gapAnalysisMockDownloads);
