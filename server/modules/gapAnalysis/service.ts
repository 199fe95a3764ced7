/**
 * The gap analysis calls (see index.ts): the reports of a project (web page and Word
 * document) for the customer's members and the delivering side, and the customer's disposal of
 * each gap on /gapDisposal. The project and the caller's right to see it come from
 * app.projectRegistry (forCustomer / forDelivery): another customer or another channel gets the
 * registry's not-found, never a report. Rules: domain/gapAnalysis/rules.ts (report view, disposal
 * machine, finish conditions).
 */
import type { gapAnalysisContracts as c, GapDisposalItem, GapDisposalProject, GapReport } from '../../../domain/gapAnalysis/contracts';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import { ErrorCode } from '../../../domain/errors';
import { GAP_DISPOSAL_MACHINE } from '../../../domain/gapAnalysis/rules';
import {
  disposalFinishProblems,
  disposalCounts,
  disposedGapKeys,
  type GapFinding,
  type GapReportRecord,
  gapCategories,
  gapDisposalView,
  gapFindings,
  gapReportView,
} from '../../../domain/gapAnalysis/report';
import { CUSTOMER_TASK_ROLES } from '../../../domain/projects/rules';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { StateMoveError } from '../../../domain/kernel/stateMachine';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { GapDisposalRow, GapReportRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { FileResponse } from '../../http/registerContract';
import type { FileService } from '../files';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { ProjectFacts, ProjectRegistry } from '../projects';
import type { QuestionnaireRegistry } from '../questionnaires';
import type { WordLayouts } from '../wordSettings';
import { buildGapReportDocx, DOCX_CONTENT_TYPE, gapReportFileName, gapReportTemplate } from './docx';
import type { GapRepository } from './repository';

export interface GapServiceDeps {
  repos: Repositories<GapRepository>;
  projectRegistry: ProjectRegistry;
  questionnaireRegistry: Pick<QuestionnaireRegistry, 'byProject'>;
  accountDirectory: Pick<AccountDirectory, 'accountNames'>;
  personnelAdmin: Pick<PersonnelAdmin, 'activeHolders'>;
  fileService: Pick<FileService, 'attachProjectEvidence'>;
  clock: Clock;
  /** The Word settings of the user a document is made for (app.wordLayouts). */
  wordLayouts: WordLayouts;
  /** Path of the Word template (templates/gapReport.docx). */
  templateFile: string;
}

const keyOf = (facts: ProjectFacts) => ({ tenantCode: facts.tenantCode, projectCode: facts.projectCode });

export function createGapService({
  repos,
  projectRegistry,
  questionnaireRegistry,
  accountDirectory,
  personnelAdmin,
  fileService,
  clock,
  wordLayouts,
  templateFile,
}: GapServiceDeps) {
  const today = () => chinaDay(clock.now());

  /** A customer's member sees its tenant's projects; everyone else, the projects it delivers, manages or bought. */
  function visibleProject(auth: RequestContext, projectCode: string): Promise<ProjectFacts> {
    return auth.tenant?.type === 'customer' ? projectRegistry.forCustomer(auth, projectCode) : projectRegistry.forDelivery(auth, projectCode);
  }

  async function names(accountIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(accountIds.filter((id): id is string => !!id))];
    const found = await accountDirectory.accountNames(ids);
    return new Map(ids.map((id) => [id, found.get(id)?.showName ?? id]));
  }

  /** Active members of the customer tenant holding a customer role (in `tx`: their memberships locked). */
  async function members(customerTenantCode: string, options?: Parameters<PersonnelAdmin['activeHolders']>[2]): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const role of CUSTOMER_TASK_ROLES) for (const id of await personnelAdmin.activeHolders(customerTenantCode, role, options)) ids.add(id);
    return ids;
  }

  const recordOf = (row: GapReportRow, facts: ProjectFacts): GapReportRecord => ({
    reportNo: row.reportNo,
    projectCode: row.projectCode,
    projectName: facts.name,
    productName: facts.productName,
    level: facts.level,
    standard: row.standard,
    configId: row.configId,
    configVersion: row.configVersion,
    cover: row.cover,
    result: row.result,
    sources: row.sources,
    generatedAt: row.generatedAt,
  });

  async function reportViews(rows: GapReportRow[], facts: ProjectFacts): Promise<GapReport[]> {
    const disposals = await repos.repo.disposals(keyOf(facts));
    const people = await names(disposals.map((d) => d.ownerAccountId));
    return rows.map((row) => gapReportView(recordOf(row, facts), disposals, people, today()));
  }

  /** Each disposal's gap, from the report that last found it. */
  async function findingsOf(facts: ProjectFacts, rows: readonly GapDisposalRow[]): Promise<Map<string, GapFinding>> {
    const reports = await repos.repo.reportsByNo(keyOf(facts), [...new Set(rows.map((row) => row.reportNo))]);
    const byNo = new Map(reports.map((report) => [report.reportNo, new Map(gapFindings(report).map((f) => [f.gapKey, f]))]));
    return new Map(rows.map((row) => [row.gapKey, byNo.get(row.reportNo)?.get(row.gapKey)]).filter((e): e is [string, GapFinding] => !!e[1]));
  }

  async function disposalItem(auth: RequestContext, facts: ProjectFacts, row: GapDisposalRow): Promise<GapDisposalItem> {
    const [findings, people] = await Promise.all([findingsOf(facts, [row]), names([row.ownerAccountId])]);
    return gapDisposalView(row, findings.get(row.gapKey), people, today(), auth.userInfo);
  }

  function move<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof StateMoveError) throw new BusinessError(ErrorCode.GAP_DISPOSAL_MOVE_REFUSED, error.message);
      throw error;
    }
  }

  return {
    async listReports(auth: RequestContext, query: ParsedQuery<typeof c.gapListReports>) {
      const facts = await visibleProject(auth, query.projectCode);
      const [questionnaire, rows] = await Promise.all([
        questionnaireRegistry.byProject(facts.tenantCode, facts.projectCode),
        repos.repo.reports(keyOf(facts)),
      ]);
      return {
        gapStatus: questionnaire?.gapStatus ?? null,
        reports: await reportViews(rows, facts),
      };
    },

    async reportDocx(auth: RequestContext, query: ParsedQuery<typeof c.gapReportDocx>): Promise<FileResponse> {
      const facts = await visibleProject(auth, query.projectCode);
      const row = await repos.repo.report(keyOf(facts), query.reportNo);
      if (!row) throw new BusinessError(ErrorCode.GAP_REPORT_NOT_FOUND);
      const [view] = await reportViews([row], facts);
      const layout = await wordLayouts.layoutFor(auth);
      return {
        fileName: gapReportFileName(view),
        contentType: DOCX_CONTENT_TYPE,
        body: buildGapReportDocx(view, gapReportTemplate(templateFile), layout, { appendix: query.appendix === 'true' }),
      };
    },

    async disposalList(auth: RequestContext, query: ParsedQuery<typeof c.gapDisposalList>) {
      const facts = await projectRegistry.forCustomer(auth, query.projectCode);
      const key = keyOf(facts);
      const newest = await repos.repo.report(key);
      const filter = {
        gapKeys: newest ? disposedGapKeys(newest) : [],
        categoryKey: query.categoryKey,
        gapLevel: query.gapLevel,
        status: query.status,
      };
      const [{ rows, total }, memberIds] = await Promise.all([repos.repo.disposalPage(key, filter, query), members(facts.customerTenantCode)]);
      const [findings, people] = await Promise.all([findingsOf(facts, rows), names([...rows.map((row) => row.ownerAccountId), ...memberIds])]);
      return {
        list: rows.map((row) => gapDisposalView(row, findings.get(row.gapKey), people, today(), auth.userInfo)),
        total,
        current: query.current,
        pageSize: query.pageSize,
        categories: newest ? gapCategories(newest) : [],
        members: [...memberIds].map((accountId) => ({ accountId, showName: people.get(accountId) ?? accountId })),
      };
    },

    /** The caller's unit's projects with gaps to dispose, newest report's figures (domain disposalCounts). */
    async disposalMine(auth: RequestContext): Promise<GapDisposalProject[]> {
      if (auth.tenant?.type !== 'customer') return [];
      const reports = await repos.repo.newestReportsOfCustomer(auth.tenant.tenantCode);
      const projects = await projectRegistry.byCodes(reports.map((row) => row.projectCode));
      const mine: GapDisposalProject[] = [];
      for (const row of reports) {
        const facts = projects.get(row.projectCode);
        if (!facts || facts.withdrawn || facts.customerTenantCode !== auth.tenant.tenantCode) continue;
        const counts = disposalCounts(row, await repos.repo.disposals(keyOf(facts)), auth.account.accountId, today());
        if (counts.total > 0) mine.push({ projectCode: facts.projectCode, projectName: facts.name, productName: facts.productName, ...counts });
      }
      return mine;
    },

    async disposalSave(auth: RequestContext, body: ParsedBody<typeof c.gapDisposalSave>) {
      const facts = await projectRegistry.forCustomer(auth, body.projectCode);
      // Evidence named for the first time must be the caller's upload or the project's file (read before the
      // transaction); it becomes the project's file, seen by whoever may see the project (domain projectEvidenceUse).
      const known = new Set((await repos.repo.disposal(keyOf(facts), body.gapKey))?.evidence.map((file) => file.objectId) ?? []);
      const named = body.evidence.map((file) => file.objectId).filter((objectId) => !known.has(objectId));
      if (!(await fileService.attachProjectEvidence(auth, facts.projectCode, named)))
        throw new BusinessError(ErrorCode.GAP_DISPOSAL_EVIDENCE_NOT_FOUND);
      const row = await repos.transaction(async (repo, tx) => {
        const disposal = await repo.disposal(keyOf(facts), body.gapKey, true);
        if (!disposal) throw new BusinessError(ErrorCode.GAP_DISPOSAL_NOT_FOUND);
        if (disposal.status === 'finish') throw new BusinessError(ErrorCode.GAP_DISPOSAL_LOCKED);
        if (!(await members(facts.customerTenantCode, { tx })).has(body.ownerAccountId))
          throw new BusinessError(ErrorCode.GAP_DISPOSAL_OWNER_NOT_ELIGIBLE);
        return repo.updateDisposal(disposal, {
          ownerAccountId: body.ownerAccountId,
          plan: body.plan,
          dueDate: body.dueDate,
          evidence: body.evidence,
          updatedBy: auth.account.accountId,
          updatedAt: clock.now(),
        });
      });
      return disposalItem(auth, facts, row);
    },

    async disposalMove(auth: RequestContext, body: ParsedBody<typeof c.gapDisposalMove>) {
      const facts = await projectRegistry.forCustomer(auth, body.projectCode);
      const row = await repos.transaction(async (repo) => {
        const disposal = await repo.disposal(keyOf(facts), body.gapKey, true);
        if (!disposal) throw new BusinessError(ErrorCode.GAP_DISPOSAL_NOT_FOUND);
        const status = move(() => GAP_DISPOSAL_MACHINE.assertMove(disposal.status, body.action, auth.userInfo));
        if (body.action === 'finish') {
          const missing = disposalFinishProblems(disposal);
          if (missing.length) throw new BusinessError(ErrorCode.GAP_DISPOSAL_INCOMPLETE, `完成处置前请先补充：${missing.join('、')}`);
        }
        const now = clock.now();
        return repo.updateDisposal(disposal, {
          status,
          finishedAt: body.action === 'finish' ? now : null,
          updatedBy: auth.account.accountId,
          updatedAt: now,
        });
      });
      return disposalItem(auth, facts, row);
    },
  };
}

export type GapService = ReturnType<typeof createGapService>;
