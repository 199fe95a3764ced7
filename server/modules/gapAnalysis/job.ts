/**
 * The scoring job (GAP_SCORING_JOB, payload { projectCode }; the questionnaires module queues it
 * when the consultant finishes): scores a project's questionnaire with the configuration the
 * questionnaire recorded, through the domain engines only (domain/gapAnalysis/rules.ts
 * scoreQuestionnaire), and in one transaction writes the next gap report, creates or updates a
 * disposal for every gap the report lists (domain disposedGapKeys; a gap already disposed keeps its
 * owner, plan, evidence and status) and sets the questionnaire's gap status to report-finished.
 * The questionnaire (its row locked, its answers and judgements, its gap status) is read and
 * written through app.questionnaireRegistry, joining the job's transaction.
 *
 * Resumable and idempotent: the report records its run ("<job id>@<job created at>"); a retry of
 * the same run (after a crash, or a second claim) finds that report and writes nothing. Queuing
 * the job again (`rerunFinished`) is a new run and writes a new report.
 *
 * `writeGapReport` is also what the demo seed (./seed.ts) calls, so the demo report is exactly
 * what the job would write.
 */
import { ERROR_MESSAGES, ErrorCode } from '../../../domain/errors';
import { EngineInputError } from '../../../domain/engines/errors';
import type { MlpsExtension } from '../../../domain/catalogues';
import type { ProjectLevel } from '../../../domain/enums';
import { GAP_SCORING_JOB, type GapStandard, gapConfigOf, type ScoredItemInput, scoreQuestionnaire } from '../../../domain/gapAnalysis/rules';
import { disposedGapKeys, gapFindings, gapReportCover } from '../../../domain/gapAnalysis/report';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { GapReportRow } from '../../db/schema';
import { type JobContext, type JobQueue, PermanentJobError } from '../../jobs';
import type { AccountDirectory } from '../identity';
import type { Products } from '../products';
import type { ProjectRegistry } from '../projects';
import type { QuestionnaireFacts, QuestionnaireRegistry } from '../questionnaires';
import type { GapRepository } from './repository';

/** What scoring needs to know about the project besides its questionnaire. */
export interface ScoringProject {
  projectCode: string;
  tenantCode: string;
  customerTenantCode: string;
  level: ProjectLevel | null;
  /** The product catalogue's MLPS extensions. */
  extensions: readonly MlpsExtension[];
  /** The product's level, when the project has none. */
  productLevel: number | null;
  svipData: Record<string, unknown> | null;
  customerName: string;
  ownerName: string;
  ownerPhone: string | null;
}

/** The questionnaire cannot be scored as recorded (unknown configuration, engine refusal): retrying cannot help. */
export class GapScoringError extends PermanentJobError {}

/** What scoring reads of the questionnaire (app.questionnaireRegistry's facts, or the demo rows). */
export type ScoringQuestionnaire = Pick<
  QuestionnaireFacts,
  'tenantCode' | 'questionnaireCode' | 'projectCode' | 'customerTenantCode' | 'standard' | 'configId' | 'configVersion'
>;

/**
 * Scores the questionnaire's items and writes the report and disposals (inside the caller's
 * transaction, `repo` bound to it); the caller records the questionnaire's gap status. Throws
 * GapScoringError (Chinese) for an unknown configuration or answers that cannot be scored.
 */
export async function writeGapReport(
  repo: GapRepository,
  questionnaire: ScoringQuestionnaire,
  items: readonly ScoredItemInput[],
  project: ScoringProject,
  now: Date,
  run: { jobId: number; jobRun: string } | null,
): Promise<GapReportRow> {
  const key = { tenantCode: questionnaire.tenantCode, projectCode: questionnaire.projectCode };
  const config = gapConfigOf(questionnaire.configId, questionnaire.configVersion);
  if (!config)
    throw new GapScoringError(`${ERROR_MESSAGES[ErrorCode.GAP_CONFIG_UNKNOWN]}（${questionnaire.configId}@${questionnaire.configVersion}）`);
  let scored: ReturnType<typeof scoreQuestionnaire>;
  try {
    scored = scoreQuestionnaire(questionnaire.standard as GapStandard, config, project.level ?? project.productLevel, project.extensions, items);
  } catch (error) {
    if (error instanceof EngineInputError) throw new GapScoringError(`${ERROR_MESSAGES[ErrorCode.GAP_SCORING_FAILED]}：${error.message}`);
    throw error;
  }
  const report = await repo.insertReport({
    tenantCode: questionnaire.tenantCode,
    projectCode: questionnaire.projectCode,
    reportNo: await repo.nextReportNo(key),
    customerTenantCode: questionnaire.customerTenantCode,
    standard: questionnaire.standard,
    configId: config.id,
    configVersion: config.version,
    cover: gapReportCover({
      generatedAt: now,
      svipData: project.svipData,
      customerName: project.customerName,
      ownerName: project.ownerName,
      ownerPhone: project.ownerPhone,
    }),
    result: scored.result as unknown as Record<string, unknown>,
    sources: scored.sources,
    generatedAt: now,
    jobRun: run?.jobRun ?? null,
  });
  const disposed = new Set(disposedGapKeys(report));
  for (const finding of gapFindings(report)) {
    if (!disposed.has(finding.gapKey)) continue;
    await repo.upsertDisposal({
      tenantCode: questionnaire.tenantCode,
      projectCode: questionnaire.projectCode,
      gapKey: finding.gapKey,
      customerTenantCode: questionnaire.customerTenantCode,
      reportNo: report.reportNo,
      gapLevel: finding.gapLevel,
      categoryKey: finding.categoryKey,
      rank: finding.rank,
      updatedAt: now,
    });
  }
  return report;
}

export interface GapJobDeps {
  repos: Repositories<GapRepository>;
  projectRegistry: Pick<ProjectRegistry, 'byCode' | 'recordKindEvent'>;
  questionnaireRegistry: QuestionnaireRegistry;
  products: Pick<Products, 'version'>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames'>;
  clock: Clock;
}

/** The project's facts for scoring (read before the transaction: on PGlite a read outside it would wait for it). */
export async function scoringProject(
  deps: Pick<GapJobDeps, 'projectRegistry' | 'products' | 'accountDirectory'>,
  projectCode: string,
): Promise<ScoringProject> {
  const facts = await deps.projectRegistry.byCode(projectCode);
  if (!facts) throw new GapScoringError(`项目 ${projectCode} 不存在`);
  const [product, people, tenants] = await Promise.all([
    deps.products.version(facts.productCode, facts.productVersion),
    deps.accountDirectory.accountNames(facts.customerOwnerAccountId ? [facts.customerOwnerAccountId] : []),
    deps.accountDirectory.tenantNames([facts.customerTenantCode]),
  ]);
  const owner = facts.customerOwnerAccountId ? people.get(facts.customerOwnerAccountId) : undefined;
  return {
    projectCode,
    tenantCode: facts.tenantCode,
    customerTenantCode: facts.customerTenantCode,
    level: facts.level,
    extensions: product?.definition.catalogue.extensions ?? [],
    productLevel: product?.definition.catalogue.level ?? null,
    svipData: facts.svipData,
    customerName: tenants.get(facts.customerTenantCode)?.tenantZhName ?? facts.customerTenantCode,
    ownerName: owner?.showName ?? '',
    ownerPhone: owner?.phone ?? null,
  };
}

/** Registers the handler of GAP_SCORING_JOB. */
export function registerGapScoringJob(jobs: JobQueue, deps: GapJobDeps): void {
  async function handler({ job }: JobContext) {
    const { projectCode } = job.payload as { projectCode?: string };
    if (!projectCode) throw new GapScoringError('评分任务缺少项目编号（projectCode）');
    const project = await scoringProject(deps, projectCode);
    const jobRun = `${job.id}@${job.createdAt.toISOString()}`;
    const report = await deps.repos.transaction(async (repo, tx) => {
      const questionnaire = await deps.questionnaireRegistry.byProject(project.tenantCode, projectCode, { tx, lock: true });
      if (!questionnaire) throw new GapScoringError(`项目 ${projectCode} 没有问卷`);
      const done = await repo.reportOfRun({ tenantCode: questionnaire.tenantCode, projectCode }, jobRun);
      if (done) return { row: done, reused: true };
      const items = await deps.questionnaireRegistry.scoringItems(questionnaire, { tx });
      const now = deps.clock.now();
      const row = await writeGapReport(repo, questionnaire, items, project, now, { jobId: job.id, jobRun });
      await deps.questionnaireRegistry.markScored(questionnaire, job.id, now, { tx });
      // The report is what the service delivers: the project is finished with it, in this transaction.
      await deps.projectRegistry.recordKindEvent('questionnaire', projectCode, null, `差距分析报告第 ${row.reportNo} 版已生成`, row.generatedAt, {
        stage: 'reported',
        tx,
      });
      return { row, reused: false };
    });
    return {
      projectCode,
      reportNo: report.row.reportNo,
      configId: report.row.configId,
      configVersion: report.row.configVersion,
      reused: report.reused,
    };
  }
  jobs.register(GAP_SCORING_JOB, handler);
}
