/**
 * What every part of the consultant's side (issue 14) shares: opening a project to write, locking
 * the assessment for an edit the stage allows (domain consultantEditRefusal), new codes, the rows
 * read back after a write, and finishing a consultant stage (consultantFinishProblems).
 */
import type { AssessAssetRow, RiskRow, ThreatRow } from '../../../../domain/riskAssessment/contracts';
import type { RiskConfig } from '../../../../domain/engines/risk';
import { AssetAssessStatus } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import {
  type CONSULTANT_EDIT_STAGES,
  consultantEditRefusal,
  consultantFinishProblems,
  RA_STAGE_MACHINE,
  RA_STATUS_MACHINE,
  type StageAction,
} from '../../../../domain/riskAssessment/rules';
import type { RaAssessmentRow, RaRiskRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AssessmentKey } from '../assessmentRepository';
import { threatRowOf } from '../../../../domain/riskAssessment/views';
import { assessAssetRowOf, type RiskNames, riskRowOf } from './views';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import type { RiskAssessmentRepository } from '../repository';

const pad = (n: number) => String(n).padStart(4, '0');

export function createConsultantKit(deps: RiskAssessmentDeps, core: RiskAssessmentCore) {
  const { repos, accountDirectory } = deps;

  /** The assessment row locked in the transaction; refuses unless the consultant may change `what` now. */
  async function lockForEdit(repo: RiskAssessmentRepository, o: Opened, what: keyof typeof CONSULTANT_EDIT_STAGES): Promise<RaAssessmentRow> {
    const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
    if (a.status !== 'assets-owner-finish')
      throw new BusinessError(
        ErrorCode.RA_CONSULTANT_STAGE_CLOSED,
        `评估当前为“${AssetAssessStatus.label(a.status)}”，只能在资产确认完成后、提交客户确认前修改`,
      );
    const refusal = consultantEditRefusal(a.stage, what);
    if (refusal) throw new BusinessError(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, refusal);
    return a;
  }

  async function openForWrite(auth: RequestContext, projectCode: string): Promise<Opened> {
    const o = await core.open(auth, projectCode);
    core.requireConsultant(o);
    return o;
  }

  /** Codes `prefix0001`… not yet taken (the assessment's counter, skipping codes that exist). */
  async function newCodes(
    repo: RiskAssessmentRepository,
    k: AssessmentKey,
    prefix: string,
    n: number,
    taken: ReadonlySet<string>,
  ): Promise<string[]> {
    const out: string[] = [];
    for (let guard = 0; out.length < n && guard < 50; guard++) {
      const wanted = n - out.length;
      const first = await repo.assessments.reserveCodes(k, wanted);
      for (let i = 0; i < wanted; i++) {
        const code = `${prefix}${pad(first + i)}`;
        if (!taken.has(code)) out.push(code);
      }
    }
    return out;
  }

  async function threatRows(k: AssessmentKey, config: RiskConfig): Promise<ThreatRow[]> {
    const [threats, counts] = await Promise.all([repos.repo.risks.threats(k), repos.repo.risks.vulnerabilityCountsByThreat(k)]);
    return threats.map((t) => threatRowOf(config, t, counts.get(t.threatCode) ?? 0));
  }

  async function ownerNames(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const list = [...new Set(ids.filter((id): id is string => !!id))];
    const names = list.length ? await accountDirectory.accountNames(list) : new Map();
    return new Map(list.map((id) => [id, names.get(id)?.showName ?? id]));
  }

  async function assetRow(k: AssessmentKey, assetCode: string): Promise<AssessAssetRow> {
    const a = await repos.repo.risks.assessAsset(k, assetCode);
    if (!a) throw new BusinessError(ErrorCode.RA_ASSET_NOT_FOUND);
    const names = await ownerNames([a.ownerAccountId]);
    return assessAssetRowOf(a, a.ownerAccountId ? (names.get(a.ownerAccountId) ?? '') : '');
  }

  async function riskNames(k: AssessmentKey, rows: readonly RaRiskRow[]): Promise<RiskNames> {
    const [assets, threats, vulns] = await Promise.all([
      repos.repo.risks.assetNames(k, [...new Set(rows.map((r) => r.assetCode))]),
      repos.repo.risks.threats(k),
      repos.repo.risks.vulnerabilitiesByCodes(k, [...new Set(rows.map((r) => r.vulnCode))]),
    ]);
    return {
      assets,
      threats: new Map(threats.map((t) => [t.threatCode, { name: t.name, category: t.category }])),
      vulnerabilities: new Map(vulns.map((v) => [v.vulnCode, { name: v.name, layer: v.layer }])),
    };
  }

  async function riskRows(k: AssessmentKey, codes: readonly string[]): Promise<RiskRow[]> {
    const rows = await repos.repo.risks.risksByCodes(k, codes);
    const names = await riskNames(k, rows);
    const byCode = new Map(rows.map((r) => [r.riskCode, riskRowOf(r, names)]));
    return codes.map((code) => byCode.get(code)).filter((r): r is RiskRow => !!r);
  }

  /** Finishes the consultant's current stage with `action` (the problems of consultantFinishProblems refuse it). */
  async function finish(
    auth: RequestContext,
    projectCode: string,
    action: StageAction,
    work?: (repo: RiskAssessmentRepository, o: Opened, a: RaAssessmentRow) => Promise<Partial<RaAssessmentRow>>,
    extra: { status?: 'assess-confirm' } = {},
  ) {
    const o = await openForWrite(auth, projectCode);
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      if (a.status !== 'assets-owner-finish')
        throw new BusinessError(ErrorCode.RA_STATUS_MOVE_REFUSED, `评估当前为“${AssetAssessStatus.label(a.status)}”，不能完成该阶段`);
      if (extra.status) {
        const refusal = RA_STATUS_MACHINE.refusal(a.status, 'SUBMIT_CONFIRM', auth.userInfo);
        if (refusal) throw new BusinessError(ErrorCode.RA_STATUS_MOVE_REFUSED, refusal);
      }
      // The machine's refusal (wrong stage) comes first; then what is still missing.
      const refusal = RA_STAGE_MACHINE.refusal(a.stage, action, auth.userInfo);
      if (refusal) throw new BusinessError(ErrorCode.RA_STAGE_MOVE_REFUSED, refusal);
      const problems = consultantFinishProblems(a.stage, await repo.assessments.counts(o.key));
      if (problems.length > 0) throw new BusinessError(ErrorCode.RA_STAGE_INCOMPLETE, problems.join('；'));
      const changes = work ? await work(repo, { ...o, assessment: a }, a) : {};
      await core.moveStage(repo, o, auth, action, { status: extra.status, changes });
    });
    return o;
  }

  return { lockForEdit, openForWrite, newCodes, threatRows, ownerNames, assetRow, riskRows, finish };
}

export type ConsultantKit = ReturnType<typeof createConsultantKit>;
