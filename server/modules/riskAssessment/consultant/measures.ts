/** The consultant's existing measures (control) and the whole risk computation that finishes them, issue 14. */
import type { ControlRow, riskAssessmentContracts as c } from '../../../../domain/riskAssessment/contracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { ErrorCode } from '../../../../domain/errors';
import { MEASURE_CATALOGUE } from '../../../../domain/riskAssessment/rules';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { ConsultantKit } from './kit';
import { controlRowOf } from '../../../../domain/riskAssessment/views';
import { computeOrRefuse, riskRecordOf, withLiveTreatments } from './views';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

export function createMeasureService(deps: RiskAssessmentDeps, core: RiskAssessmentCore, kit: ConsultantKit) {
  const { repos, projectRegistry, clock } = deps;
  const { lockForEdit, openForWrite, newCodes, finish } = kit;
  return {
    // ---- existing measures ---------------------------------------------------------------------
    async controlOptions(auth: RequestContext, query: ParsedQuery<typeof c.raControlOptions>) {
      const o = await core.open(auth, query.projectCode);
      const [assets, threats] = await Promise.all([repos.repo.risks.assetNames(o.key), repos.repo.risks.threats(o.key)]);
      return {
        catalogue: MEASURE_CATALOGUE.map((m) => ({ name: m.name, type: m.type, layer: m.layer })),
        assets: [...assets.entries()]
          .map(([assetCode, a]) => ({ assetCode, name: a.name, tier: a.tier }))
          .sort((x, y) => (x.tier === y.tier ? x.assetCode.localeCompare(y.assetCode) : x.tier === 'system' ? -1 : 1)),
        threats: threats.map((t) => ({ threatCode: t.threatCode, name: t.name })),
      };
    },

    async controlList(auth: RequestContext, query: ParsedQuery<typeof c.raControlList>) {
      const o = await core.open(auth, query.projectCode);
      const { rows, total } = await repos.repo.risks.controlPage(o.key, { type: query.type, keyword: query.keyword }, query);
      const [assets, threats] = await Promise.all([
        repos.repo.risks.assetNames(o.key, [...new Set(rows.flatMap((r) => r.assetCodes))]),
        repos.repo.risks.threats(o.key),
      ]);
      const threatNames = new Map(threats.map((t) => [t.threatCode, { name: t.name }]));
      return { list: rows.map((r) => controlRowOf(r, assets, threatNames)), total, current: query.current, pageSize: query.pageSize };
    },

    async controlUpdate(auth: RequestContext, body: ParsedBody<typeof c.raControlUpdate>): Promise<ControlRow | null> {
      const o = await openForWrite(auth, body.projectCode);
      const input = body.control;
      const code = await repos.transaction(async (repo) => {
        await lockForEdit(repo, o, 'controls');
        if (body.remove || input.controlCode) {
          if (!input.controlCode || !(await repo.risks.control(o.key, input.controlCode))) throw new BusinessError(ErrorCode.RA_CONTROL_NOT_FOUND);
        }
        if (body.remove) {
          await repo.risks.deleteControl(o.key, input.controlCode!);
          return null;
        }
        const [assets, threats] = await Promise.all([repo.risks.assetNames(o.key, input.assetCodes), repo.risks.threats(o.key)]);
        const unknownAssets = input.assetCodes.filter((a) => !assets.has(a));
        if (unknownAssets.length)
          throw new BusinessError(ErrorCode.RA_ASSET_NOT_FOUND, `资产不存在或不是系统资产、单元资产：${unknownAssets.join('、')}`);
        const threatCodes = new Set(threats.map((t) => t.threatCode));
        const unknownThreats = input.threatCodes.filter((t) => !threatCodes.has(t));
        if (unknownThreats.length) throw new BusinessError(ErrorCode.RA_THREAT_NOT_FOUND, `威胁不存在：${unknownThreats.join('、')}`);
        let controlCode = input.controlCode;
        if (!controlCode) [controlCode] = await newCodes(repo, o.key, 'CT', 1, new Set((await repo.risks.controls(o.key)).map((r) => r.controlCode)));
        await repo.risks.saveControl({
          ...o.key,
          controlCode,
          name: input.name,
          type: input.type,
          effectiveness: input.effectiveness,
          layer: input.layer,
          assetCodes: [...new Set(input.assetCodes)],
          threatCodes: [...new Set(input.threatCodes)],
          description: input.description,
          updatedAt: clock.now(),
        });
        return controlCode;
      });
      if (!code) return null;
      const row = await repos.repo.risks.control(o.key, code);
      if (!row) throw new BusinessError(ErrorCode.RA_CONTROL_NOT_FOUND);
      const [assets, threats] = await Promise.all([repos.repo.risks.assetNames(o.key, row.assetCodes), repos.repo.risks.threats(o.key)]);
      return controlRowOf(row, assets, new Map(threats.map((t) => [t.threatCode, { name: t.name }])));
    },

    /** Finishes the measures and computes every risk in this one request (computeAssessment), treatments kept by risk code. */
    async controlComplete(auth: RequestContext, body: ParsedBody<typeof c.raControlComplete>) {
      let summary = '';
      const now = clock.now();
      const o = await finish(auth, body.projectCode, 'finishControl', async (repo, opened, a) => {
        const config = core.config({ config: a.config, method: body.method });
        const stored = withLiveTreatments(await repo.risks.stored(opened.key));
        const result = computeOrRefuse(config, stored, ErrorCode.RA_STAGE_INCOMPLETE);
        await repo.risks.replaceRisks(
          opened.key,
          result.risks.map((r) => riskRecordOf(opened.key, r, now)),
        );
        const mustTreat = result.risks.filter((r) => r.acceptance === 'mustTreat').length;
        summary = `完成安全措施确认并计算风险（${body.method === 'matrix' ? '矩阵法' : '相乘法'}）：共 ${result.risks.length} 项风险，其中须处置 ${mustTreat} 项`;
        return { method: body.method, computedAt: now };
      });
      await projectRegistry.recordKindEvent('riskAssessment', body.projectCode, auth.account.accountId, summary, now, { stage: 'risk' });
      return core.info(auth, body.projectCode, o);
    },
  };
}
