/**
 * The consultant's risks: the risk list, treatment (risk), residual risk and its acceptance
 * (remnant_risk), the high residual risks both sides list, and the submission to the customer
 * (issue 14). A treatment recomputes the whole assessment (one engine call).
 */
import type { riskAssessmentContracts as c, RiskRow, Treatment } from '../../../../domain/riskAssessment/contracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { ErrorCode } from '../../../../domain/errors';
import type { StoredTreatment } from '../../../../domain/riskAssessment/rules';
import { signedTreatment } from '../../../../domain/riskAssessment/views';
import type { RaAssessmentRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AssessmentKey } from '../assessmentRepository';
import type { ConsultantKit } from './kit';
import { computeOrRefuse, withLiveTreatments } from './views';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import type { RiskAssessmentRepository } from '../repository';

export function createTreatmentService(deps: RiskAssessmentDeps, core: RiskAssessmentCore, kit: ConsultantKit) {
  const { repos, projectRegistry, clock } = deps;
  const { lockForEdit, openForWrite, riskRows, finish } = kit;

  /** Replaces the treatment of `codes` and recomputes the assessment; stores the changed rows' treatment and residual. */
  async function applyTreatments(
    repo: RiskAssessmentRepository,
    k: AssessmentKey,
    a: RaAssessmentRow,
    codes: readonly string[],
    treatmentOf: (riskCode: string) => Omit<StoredTreatment, 'riskCode'>,
  ): Promise<void> {
    const existing = await repo.risks.risksByCodes(k, codes);
    const found = new Set(existing.map((r) => r.riskCode));
    const missing = codes.filter((code) => !found.has(code));
    if (missing.length) throw new BusinessError(ErrorCode.RA_RISK_NOT_FOUND, `风险不存在：${missing.slice(0, 10).join('、')}`);
    const stored = withLiveTreatments(await repo.risks.stored(k));
    const chosen = new Map(codes.map((code) => [code, treatmentOf(code)]));
    const treatments: StoredTreatment[] = [
      ...stored.treatments.filter((t) => !chosen.has(t.riskCode)),
      ...[...chosen.entries()].map(([riskCode, t]) => ({ ...t, riskCode })),
    ];
    const result = computeOrRefuse(core.config(a), { ...stored, treatments }, ErrorCode.RA_TREATMENT_INVALID);
    const byCode = new Map(result.risks.map((r) => [r.riskCode, r]));
    const changed = codes.map((code) => {
      const r = byCode.get(code);
      if (!r) throw new BusinessError(ErrorCode.RA_RISK_NOT_FOUND, `风险不存在：${code}（请重新完成安全措施确认以更新风险）`);
      return {
        riskCode: code,
        treatment: (r.treatment as Treatment | null) ?? null,
        residualStatus: r.residualStatus,
        residualValue: r.residualValue,
        residualLevel: r.residualLevel,
        residualAcceptance: r.residualAcceptance,
        furtherAction: r.furtherAction,
        residualLines: r.residualLines,
      };
    });
    await repo.risks.updateRisks(k, changed);
    await repo.assessments.update(k, { updatedAt: clock.now() });
  }

  return {
    // ---- risks, treatment, residual risk --------------------------------------------------------
    async riskList(auth: RequestContext, query: ParsedQuery<typeof c.raSuggestionList>) {
      const o = await core.open(auth, query.projectCode);
      const { codes, total } = await repos.repo.risks.riskPage(
        o.key,
        { level: query.level, acceptance: query.acceptance, assetCode: query.assetCode, keyword: query.keyword, filter: query.filter },
        query,
      );
      return { list: await riskRows(o.key, codes), total, current: query.current, pageSize: query.pageSize };
    },

    async highRemnant(auth: RequestContext, query: ParsedQuery<typeof c.raHighRemnant>, side: 'consultant' | 'customer') {
      const o = await core.open(auth, query.projectCode);
      if (side === 'customer' && o.side !== 'customer') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      const { codes, total } = await repos.repo.risks.riskPage(o.key, { highRemnant: true }, query);
      return { list: await riskRows(o.key, codes), total, current: query.current, pageSize: query.pageSize };
    },

    /** Sets treatments and recomputes (the whole assessment, one engine call) so residuals come out exactly as the report's. */
    async handleSubmit(auth: RequestContext, body: ParsedBody<typeof c.raHandleSubmit>): Promise<RiskRow[]> {
      const o = await openForWrite(auth, body.projectCode);
      const codes = [...new Set(body.riskCodes)];
      await repos.transaction(async (repo) => {
        const a = await lockForEdit(repo, o, 'treatments');
        await applyTreatments(repo, o.key, a, codes, () => ({ ...body.treatment }));
      });
      return riskRows(o.key, codes);
    },

    async handleComplete(auth: RequestContext, body: ParsedBody<typeof c.raHandleComplete>) {
      const o = await finish(auth, body.projectCode, 'finishRisk');
      await projectRegistry.recordKindEvent('riskAssessment', body.projectCode, auth.account.accountId, '顾问完成风险处置', clock.now(), {
        stage: 'remnant_risk',
      });
      return core.info(auth, body.projectCode, o);
    },

    /** Signs acceptance of residual risks: a risk without treatment (or still must-treat after it) is recorded as accepted. */
    async confirmSubmit(auth: RequestContext, body: ParsedBody<typeof c.raConfirmSubmit>): Promise<RiskRow[]> {
      const o = await openForWrite(auth, body.projectCode);
      const codes = [...new Set(body.riskCodes)];
      await repos.transaction(async (repo) => {
        const a = await lockForEdit(repo, o, 'acceptance');
        const current = new Map((await repo.risks.risksByCodes(o.key, codes)).map((r) => [r.riskCode, r]));
        const signed = { acceptedBy: body.acceptedBy, acceptedAt: body.acceptedAt };
        await applyTreatments(repo, o.key, a, codes, (code) => signedTreatment(current.get(code), current.get(code)?.treatment, signed));
      });
      return riskRows(o.key, codes);
    },

    async confirmComplete(auth: RequestContext, body: ParsedBody<typeof c.raConfirmComplete>) {
      const now = clock.now();
      const o = await finish(auth, body.projectCode, 'finishRemnant', undefined, { status: 'assess-confirm' });
      await projectRegistry.recordKindEvent('riskAssessment', body.projectCode, auth.account.accountId, '风险评估结果已提交客户确认', now, {
        stage: 'submit',
      });
      return core.info(auth, body.projectCode, o);
    },
  };
}
