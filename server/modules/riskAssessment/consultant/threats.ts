/** The consultant's threats (identify) and vulnerabilities per asset (assess), issue 14. */
import type { riskAssessmentContracts as c, ThreatRow } from '../../../../domain/riskAssessment/contracts';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import { ErrorCode } from '../../../../domain/errors';
import { threatValueOf } from '../../../../domain/riskAssessment/compute';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { ConsultantKit } from './kit';
import { vulnerabilityRowOf } from '../../../../domain/riskAssessment/views';
import { assessAssetRowOf } from './views';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

export function createThreatService(deps: RiskAssessmentDeps, core: RiskAssessmentCore, kit: ConsultantKit) {
  const { repos, clock } = deps;
  const { lockForEdit, openForWrite, newCodes, threatRows, ownerNames, assetRow, finish } = kit;
  const service = {
    // ---- threats -----------------------------------------------------------------------------
    async threatList(auth: RequestContext, query: ParsedQuery<typeof c.raThreatList>): Promise<ThreatRow[]> {
      const o = await core.open(auth, query.projectCode);
      return threatRows(o.key, core.config(o.assessment));
    },

    async threatSave(auth: RequestContext, body: ParsedBody<typeof c.raThreatSave>): Promise<ThreatRow> {
      const o = await openForWrite(auth, body.projectCode);
      const config = core.config(o.assessment);
      const value = threatValueOf(config, body).value;
      const code = await repos.transaction(async (repo) => {
        await lockForEdit(repo, o, 'threats');
        let threatCode = body.threatCode;
        if (threatCode) {
          if (!(await repo.risks.threat(o.key, threatCode))) throw new BusinessError(ErrorCode.RA_THREAT_NOT_FOUND);
        } else {
          const taken = new Set((await repo.risks.threats(o.key)).map((t) => t.threatCode));
          [threatCode] = await newCodes(repo, o.key, 'TH', 1, taken);
        }
        await repo.risks.saveThreat({
          ...o.key,
          threatCode,
          name: body.name,
          category: body.category,
          source: body.source,
          capability: body.capability,
          frequency: body.frequency,
          timing: body.timing,
          description: body.description,
          value,
          updatedAt: clock.now(),
        });
        return threatCode;
      });
      const row = (await threatRows(o.key, config)).find((t) => t.threatCode === code);
      if (!row) throw new BusinessError(ErrorCode.RA_THREAT_NOT_FOUND);
      return row;
    },

    async threatDelete(auth: RequestContext, body: ParsedBody<typeof c.raThreatDelete>) {
      const o = await openForWrite(auth, body.projectCode);
      return repos.transaction(async (repo) => {
        await lockForEdit(repo, o, 'threats');
        if (!(await repo.risks.threat(o.key, body.threatCode))) throw new BusinessError(ErrorCode.RA_THREAT_NOT_FOUND);
        const use = await repo.risks.threatUse(o.key, body.threatCode);
        if (use.vulnerabilities > 0)
          throw new BusinessError(ErrorCode.RA_THREAT_IN_USE, `威胁已被 ${use.vulnerabilities} 项脆弱性关联，请先在脆弱性中解除关联`);
        if (use.controls > 0) throw new BusinessError(ErrorCode.RA_THREAT_IN_USE, `威胁已被 ${use.controls} 项安全措施关联，请先解除关联`);
        return { deleted: await repo.risks.deleteThreat(o.key, body.threatCode) };
      });
    },

    async threatComplete(auth: RequestContext, body: ParsedBody<typeof c.raThreatComplete>) {
      const o = await finish(auth, body.projectCode, 'finishIdentify');
      await deps.projectRegistry.recordKindEvent('riskAssessment', body.projectCode, auth.account.accountId, '顾问完成威胁识别', clock.now(), {
        stage: 'assess',
      });
      return core.info(auth, body.projectCode, o);
    },

    // ---- vulnerabilities -----------------------------------------------------------------------
    async assessAssets(auth: RequestContext, query: ParsedQuery<typeof c.raAssessAssets>) {
      const o = await core.open(auth, query.projectCode);
      const { rows, total } = await repos.repo.risks.assessAssetPage(
        o.key,
        { tier: query.tier, filter: query.filter, category: query.category, importance: query.importance, keyword: query.keyword },
        query,
      );
      const names = await ownerNames(rows.map((r) => r.ownerAccountId));
      return {
        list: rows.map((r) => assessAssetRowOf(r, r.ownerAccountId ? (names.get(r.ownerAccountId) ?? '') : '')),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },

    async assessDetail(auth: RequestContext, query: ParsedQuery<typeof c.raAssessDetail>) {
      const o = await core.open(auth, query.projectCode);
      const [asset, vulns, threats] = await Promise.all([
        assetRow(o.key, query.assetCode),
        repos.repo.risks.vulnerabilities(o.key, query.assetCode),
        threatRows(o.key, core.config(o.assessment)),
      ]);
      return { asset, vulnerabilities: vulns.map(vulnerabilityRowOf), threats };
    },

    async assessUpdate(auth: RequestContext, body: ParsedBody<typeof c.raAssessUpdate>) {
      const o = await openForWrite(auth, body.projectCode);
      await repos.transaction(async (repo) => {
        await lockForEdit(repo, o, 'vulnerabilities');
        const asset = await repo.risks.assessAsset(o.key, body.assetCode);
        if (!asset)
          throw new BusinessError(
            (await repo.risks.isBusinessAsset(o.key, body.assetCode)) ? ErrorCode.RA_NOT_ASSESSED_ASSET : ErrorCode.RA_ASSET_NOT_FOUND,
          );
        const threats = new Set((await repo.risks.threats(o.key)).map((t) => t.threatCode));
        const unknown = [...new Set(body.vulnerabilities.flatMap((v) => v.threatCodes).filter((t) => !threats.has(t)))];
        if (unknown.length) throw new BusinessError(ErrorCode.RA_THREAT_NOT_FOUND, `威胁不存在：${unknown.join('、')}`);
        const own = new Set((await repo.risks.vulnerabilities(o.key, body.assetCode)).map((v) => v.vulnCode));
        const named = body.vulnerabilities.map((v) => v.vulnCode).filter((v): v is string => !!v);
        const foreign = named.filter((v) => !own.has(v));
        if (foreign.length) throw new BusinessError(ErrorCode.RA_VULNERABILITY_NOT_FOUND, `脆弱性不存在或不属于该资产：${foreign.join('、')}`);
        if (new Set(named).size !== named.length) throw new BusinessError(ErrorCode.RA_VULNERABILITY_NOT_FOUND, '同一脆弱性不能出现两次');
        const fresh = await newCodes(
          repo,
          o.key,
          'VU',
          body.vulnerabilities.filter((v) => !v.vulnCode).length,
          await repo.risks.vulnerabilityCodes(o.key),
        );
        const now = clock.now();
        let next = 0;
        await repo.risks.replaceVulnerabilities(
          o.key,
          body.assetCode,
          body.vulnerabilities.map((v) => ({
            ...o.key,
            vulnCode: v.vulnCode ?? fresh[next++],
            assetCode: body.assetCode,
            assetTier: asset.tier,
            name: v.name,
            layer: v.layer,
            severity: v.severity,
            exploitability: v.exploitability,
            threatCodes: [...new Set(v.threatCodes)],
            description: v.description,
            updatedAt: now,
          })),
        );
        await repo.risks.setAssessed(o.key, asset.tier, body.assetCode, body.assessed ? now : null);
        await repo.assessments.update(o.key, { updatedAt: now });
      });
      return service.assessDetail(auth, { projectCode: body.projectCode, assetCode: body.assetCode });
    },

    async assessComplete(auth: RequestContext, body: ParsedBody<typeof c.raAssessComplete>) {
      const o = await finish(auth, body.projectCode, 'finishAssess');
      await deps.projectRegistry.recordKindEvent('riskAssessment', body.projectCode, auth.account.accountId, '顾问完成脆弱性评估', clock.now(), {
        stage: 'control',
      });
      return core.info(auth, body.projectCode, o);
    },
  };
  return service;
}
