/**
 * Nonconformities of an ISO documentation project (issue 31 item 6): what an NC is raised against,
 * the paged list with counts, and saving — a new NC numbered NC-01, NC-02… without gaps (the
 * project's iso_projects row locked FOR UPDATE, then max(seq) + 1, in the insert's transaction),
 * or an update under its row_version with an optional lifecycle move of NC_MACHINE. Every write is
 * the project's writers' (core.requireWriter), checked by domain/isoDocuments/ncRules.ts, in one
 * transaction: a refused request changes nothing. The report and application forms: ./reports.ts.
 */
import { departmentsOf } from '../../../../domain/isoDocuments/departmentRules';
import { ErrorCode } from '../../../../domain/errors';
import { isoClausesFor, type IsoRequirementClause } from '../../../../domain/isoDocuments/clauses';
import type { isoNcContracts as c, NcDomain, NcItem, NcPage } from '../../../../domain/isoDocuments/ncContracts';
import { NC_MACHINE, type NcDraft, ncActionProblem, ncCodeOf, ncEditRefusal, ncProblems } from '../../../../domain/isoDocuments/ncRules';
import { projectTimeline } from '../../../../domain/isoDocuments/timeline';
import type { IsoDepartment } from '../../../../domain/isoDocuments/variables';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { fieldErrorMessage } from '../../../../domain/kernel/validation';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { IsoNonconformityRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AccountDirectory } from '../../identity';
import type { IsoCore, IsoOpened } from '../core';
import type { NcRepository } from './repository';
import { reportInfo } from './views';

export interface NcServiceDeps {
  core: IsoCore;
  repos: Repositories<NcRepository>;
  accountDirectory: Pick<AccountDirectory, 'accountNames'>;
  clock: Clock;
}

/** The project's clauses and departments, keyed for a page of rows. */
export interface NcContext {
  clauses: IsoRequirementClause[];
  departments: IsoDepartment[];
}

export const ncContextOf = (opened: IsoOpened): NcContext => ({
  clauses: isoClausesFor(opened.project.systems),
  departments: departmentsOf(opened.project.values),
});

export function ncItemOf(row: IsoNonconformityRow, context: NcContext): NcItem {
  return {
    ncCode: row.ncCode,
    seq: row.seq,
    clause: row.clause,
    clauseTitle: context.clauses.find((clause) => clause.id === row.clause)?.title ?? '',
    departmentCode: row.departmentCode,
    departmentName: context.departments.find((department) => department.code === row.departmentCode)?.name ?? row.departmentCode,
    description: row.description,
    evidence: row.evidence,
    severity: row.severity,
    auditor: row.auditor,
    foundDate: row.foundDate,
    dueDate: row.dueDate,
    rootCause: row.rootCause,
    correction: row.correction,
    correctiveAction: row.correctiveAction,
    verification: row.verification,
    state: row.state,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    rowVersion: row.rowVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const FIELDS = [
  'clause',
  'departmentCode',
  'description',
  'evidence',
  'severity',
  'auditor',
  'foundDate',
  'rootCause',
  'correction',
  'correctiveAction',
  'dueDate',
  'verification',
] as const;

type SaveBody = ParsedBody<typeof c.isoNcSave>;

/** The stored fields with the request's changes applied ('' or null clears a date). */
function draftOf(base: NcDraft, body: SaveBody): NcDraft {
  const draft = { ...base };
  for (const field of FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (field === 'foundDate' || field === 'dueDate') draft[field] = value ? String(value) : null;
    else (draft as Record<string, unknown>)[field] = value ?? '';
  }
  return draft;
}

const EMPTY_DRAFT: NcDraft = {
  clause: '',
  departmentCode: '',
  description: '',
  evidence: '',
  severity: '',
  auditor: '',
  foundDate: null,
  rootCause: '',
  correction: '',
  correctiveAction: '',
  dueDate: null,
  verification: '',
};

const invalid = (field: string, message: string) => new BusinessError(ErrorCode.ISO_NC_INVALID, fieldErrorMessage(field, message));

export function createNcService({ core, repos, accountDirectory, clock }: NcServiceDeps) {
  const canWrite = (opened: IsoOpened): boolean => {
    try {
      core.requireWriter(opened);
      return true;
    } catch {
      return false;
    }
  };

  function check(draft: NcDraft, context: NcContext, keptDepartment?: string): void {
    const [problem] = ncProblems(draft, { ...context, today: chinaDay(clock.now()), keptDepartment });
    if (problem) throw invalid(problem.field, problem.message);
  }

  async function create(auth: RequestContext, opened: IsoOpened, context: NcContext, body: SaveBody): Promise<IsoNonconformityRow> {
    if (body.action) throw new BusinessError(ErrorCode.ISO_NC_MOVE_REFUSED, '新增不符合项时不能同时执行状态操作，请先保存');
    const draft = draftOf(EMPTY_DRAFT, body);
    check(draft, context);
    const now = clock.now();
    return repos.transaction(async (repo) => {
      // Numbering without gaps: the project's row is the lock every new NC of the project waits on.
      await repo.project.byKey(opened.key, { forUpdate: true });
      const seq = (await repo.maxSeq(opened.key)) + 1;
      return repo.insert({
        ...opened.key,
        ...draft,
        severity: draft.severity as 'major' | 'minor',
        ncCode: ncCodeOf(seq),
        seq,
        state: 'open',
        createdBy: auth.account.accountId,
        createdAt: now,
        updatedBy: auth.account.accountId,
        updatedAt: now,
      });
    });
  }

  async function update(
    auth: RequestContext,
    opened: IsoOpened,
    context: NcContext,
    body: SaveBody & { ncCode: string },
  ): Promise<IsoNonconformityRow> {
    if (body.rowVersion === undefined) throw invalid('rowVersion', '修改不符合项时请提供 rowVersion');
    const now = clock.now();
    return repos.transaction(async (repo) => {
      const current = await repo.byCode(opened.key, body.ncCode, { forUpdate: true });
      if (!current) throw new BusinessError(ErrorCode.ISO_NC_NOT_FOUND);
      if (current.rowVersion !== body.rowVersion) throw new BusinessError(ErrorCode.ISO_NC_VERSION_CONFLICT);
      const changesFields = FIELDS.some((field) => body[field] !== undefined);
      const editRefusal = ncEditRefusal(current.state);
      if (changesFields && editRefusal && body.action !== 'reopen') throw new BusinessError(ErrorCode.ISO_NC_MOVE_REFUSED, editRefusal);
      const draft = draftOf({ ...current, severity: current.severity }, body);
      check(draft, context, current.departmentCode);
      let state = current.state;
      const moved: { verifiedAt?: Date | null; verifiedBy?: string | null } = {};
      if (body.action) {
        const refusal = NC_MACHINE.refusal(current.state, body.action, null);
        if (refusal) throw new BusinessError(ErrorCode.ISO_NC_MOVE_REFUSED, refusal);
        const missing = ncActionProblem(body.action, draft);
        if (missing) throw invalid(missing.field, missing.message);
        state = NC_MACHINE.assertMove(current.state, body.action, null);
        if (body.action === 'verify') Object.assign(moved, { verifiedAt: now, verifiedBy: auth.account.accountId });
        if (body.action === 'reopen') Object.assign(moved, { verifiedAt: null, verifiedBy: null });
      }
      const row = await repo.update(
        opened.key,
        current.ncCode,
        { ...draft, severity: draft.severity as 'major' | 'minor', state, ...moved, updatedBy: auth.account.accountId, updatedAt: now },
        current.rowVersion,
      );
      if (!row) throw new BusinessError(ErrorCode.ISO_NC_VERSION_CONFLICT);
      return row;
    });
  }

  return {
    /** GET nc/domain/list.json */
    async domain(auth: RequestContext, query: ParsedQuery<typeof c.isoNcDomain>): Promise<NcDomain> {
      const opened = await core.open(auth, query.projectCode);
      const context = ncContextOf(opened);
      const values = opened.project.values;
      const consultant = opened.facts.consultantAccountId
        ? (await accountDirectory.accountNames([opened.facts.consultantAccountId])).get(opened.facts.consultantAccountId)?.showName
        : undefined;
      const named = [consultant, values.managementRepresentative, values.securityOfficer, values.topManager];
      const auditors = [...new Set(named.filter((name): name is string => typeof name === 'string' && name.trim() !== ''))];
      return {
        clauses: context.clauses.map((clause) => ({ id: clause.id, title: clause.title, system: clause.system })),
        departments: context.departments.map((department) => ({ code: department.code, name: department.name, isEnable: department.isEnable })),
        auditors,
        internalAuditDate: projectTimeline(values)?.dates.internalAudit ?? null,
        canWrite: canWrite(opened),
      };
    },

    /** GET nc/list.json */
    async list(auth: RequestContext, query: ParsedQuery<typeof c.isoNcList>): Promise<NcPage> {
      const opened = await core.open(auth, query.projectCode);
      const context = ncContextOf(opened);
      const { rows, total } = await repos.repo.page(opened.key, { state: query.state, severity: query.severity }, query);
      const counts = await repos.repo.countsByState(opened.key);
      const report = await repos.repo.report(opened.key);
      return {
        list: rows.map((row) => ncItemOf(row, context)),
        total,
        current: query.current,
        pageSize: query.pageSize,
        counts: {
          total: [...counts.values()].reduce((sum, n) => sum + n, 0),
          open: counts.get('open') ?? 0,
          corrected: counts.get('corrected') ?? 0,
          closed: counts.get('closed') ?? 0,
        },
        canWrite: canWrite(opened),
        report: report ? reportInfo(report) : null,
      };
    },

    /** POST nc/save.json */
    async save(auth: RequestContext, body: SaveBody): Promise<NcItem> {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      const context = ncContextOf(opened);
      const row = body.ncCode ? await update(auth, opened, context, { ...body, ncCode: body.ncCode }) : await create(auth, opened, context, body);
      return ncItemOf(row, context);
    },
  };
}
export type NcService = ReturnType<typeof createNcService>;
