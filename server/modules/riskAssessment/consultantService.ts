/**
 * The consultant's side of a risk assessment (issue 14, docs/riskAssessment.md "Who does what"):
 * threats (identify), vulnerabilities per asset (assess), existing measures (control), the whole
 * risk computation when the measures are finished, treatment (risk), residual risk and
 * acceptance (remnant_risk) and the submission to the customer; plus the project list.
 *
 * Writes: the project's consultant or the delivery tenant's managers (core.requireConsultant),
 * while the status is assets-owner-finish and in the stages domain consultantEditRefusal allows.
 * Every figure comes from domain/riskAssessmentCompute.ts (the engine): a threat's value, the
 * risks (computeAssessment over the stored rows, treatments kept by risk code), residuals.
 */
import type { z } from 'zod';
import type {
  AssessAssetRow,
  AssessProjectRow,
  ControlRow,
  riskAssessmentContracts as c,
  RiskRow,
  ThreatRow,
  Treatment,
  VulnerabilityRow,
} from '../../../domain/api/riskAssessment';
import { EngineInputError } from '../../../domain/engines/errors';
import type { RiskConfig } from '../../../domain/engines/risk';
import { AssetAssessStatus, RISK_LEVEL_TEXT, type RiskLevel, type ThreatCategory, type VulnerabilityLayer } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { deliveryRelation } from '../../../domain/projectDelivery';
import {
  assetAssessState,
  type CONSULTANT_EDIT_STAGES,
  consultantEditRefusal,
  consultantFinishProblems,
  MEASURE_CATALOGUE,
  RA_STAGE_MACHINE,
  RA_STATUS_MACHINE,
  riskCodeOf,
  riskSuggestion,
  type StageAction,
  type StoredAssessment,
  type StoredTreatment,
} from '../../../domain/riskAssessment';
import { computeAssessment, threatValueOf, type ComputedAssessment, type ComputedRisk } from '../../../domain/riskAssessmentCompute';
import type { RaAssessmentRow, RaControlRow, RaRiskRow, RaThreatRow, RaVulnerabilityRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { ProjectFacts } from '../projects';
import type { AssessmentKey } from './assessmentRepository';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from './core';
import type { RiskAssessmentRepository } from './repository';
import type { AssessAssetFigures } from './riskRepository';

type Body<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['body']>>;
type Query<K extends keyof typeof c> = z.output<NonNullable<(typeof c)[K]['query']>>;

const pad = (n: number) => String(n).padStart(4, '0');

// ---- views (shared with the report) ---------------------------------------------------------------

export function threatRowOf(config: RiskConfig, t: RaThreatRow, vulnerabilityCount: number): ThreatRow {
  return {
    threatCode: t.threatCode,
    name: t.name,
    category: t.category,
    source: t.source,
    capability: t.capability as RiskLevel | null,
    frequency: t.frequency as RiskLevel,
    timing: t.timing,
    description: t.description,
    value: t.value as RiskLevel,
    valueLines: threatValueOf(config, t).lines,
    vulnerabilityCount,
  };
}

export const vulnerabilityRowOf = (v: RaVulnerabilityRow): VulnerabilityRow => ({
  vulnCode: v.vulnCode,
  assetCode: v.assetCode,
  name: v.name,
  layer: v.layer,
  severity: v.severity as RiskLevel,
  exploitability: v.exploitability as RiskLevel | null,
  threatCodes: [...v.threatCodes],
  description: v.description,
});

export function controlRowOf(
  row: RaControlRow,
  assets: ReadonlyMap<string, { name: string }>,
  threats: ReadonlyMap<string, { name: string }>,
): ControlRow {
  return {
    controlCode: row.controlCode,
    name: row.name,
    type: row.type,
    effectiveness: row.effectiveness,
    layer: row.layer,
    assetCodes: [...row.assetCodes],
    assetNames: row.assetCodes.map((code) => assets.get(code)?.name ?? code),
    threatCodes: [...row.threatCodes],
    threatNames: row.threatCodes.map((code) => threats.get(code)?.name ?? code),
    description: row.description,
  };
}

export const assessAssetRowOf = (a: AssessAssetFigures, ownerName: string): AssessAssetRow => ({
  tier: a.tier,
  assetCode: a.assetCode,
  name: a.name,
  category: a.category,
  value: a.value as RiskLevel,
  ownerName,
  assessState: assetAssessState({ assessed: a.assessed, mustTreat: a.mustTreat, treated: a.treated }),
  vulnerabilityCount: a.vulnerabilityCount,
  riskCount: a.riskCount,
  maxRiskLevel: a.maxRiskLevel as RiskLevel | null,
});

/** Names a risk row shows. */
export interface RiskNames {
  assets: ReadonlyMap<string, { name: string; tier: 'system' | 'unit' }>;
  threats: ReadonlyMap<string, { name: string; category: ThreatCategory }>;
  vulnerabilities: ReadonlyMap<string, { name: string; layer: VulnerabilityLayer }>;
}

const levelOf = (level: number | null) => (level === null ? null : (level as RiskLevel));

export function riskRowOf(r: RaRiskRow, names: RiskNames): RiskRow {
  const threat = names.threats.get(r.threatCode);
  const vuln = names.vulnerabilities.get(r.vulnCode);
  const category = threat?.category ?? 'mismanagement';
  const layer = vuln?.layer ?? 'orgManagement';
  return {
    riskCode: r.riskCode,
    rank: r.rank,
    assetTier: r.assetTier,
    assetCode: r.assetCode,
    assetName: names.assets.get(r.assetCode)?.name ?? r.assetCode,
    assetValue: r.assetValue as RiskLevel,
    threatCode: r.threatCode,
    threatName: threat?.name ?? r.threatCode,
    threatCategory: category,
    threatValue: r.threatValue as RiskLevel,
    vulnCode: r.vulnCode,
    vulnName: vuln?.name ?? r.vulnCode,
    layer,
    severity: r.severity as RiskLevel,
    likelihood: { value: r.likelihoodValue, level: r.likelihoodLevel as RiskLevel },
    loss: { value: r.lossValue, level: r.lossLevel as RiskLevel },
    value: r.value,
    level: r.level as RiskLevel,
    levelText: RISK_LEVEL_TEXT[r.level as RiskLevel],
    acceptance: r.acceptance,
    explanation: [...r.explanation],
    suggestion: riskSuggestion(layer, category, r.acceptance),
    treatment: r.treatment ?? null,
    residual: {
      status: r.residualStatus,
      value: r.residualValue,
      level: levelOf(r.residualLevel),
      levelText: r.residualLevel === null ? null : RISK_LEVEL_TEXT[r.residualLevel as RiskLevel],
      acceptance: r.residualAcceptance,
      furtherActionRequired: r.furtherAction,
      lines: [...r.residualLines],
    },
  };
}

/** A computed risk as an ra_risks row. */
export const riskRecordOf = (k: AssessmentKey, r: ComputedRisk, computedAt: Date) => ({
  tenantCode: k.tenantCode,
  projectCode: k.projectCode,
  ...r,
  treatment: (r.treatment as Treatment | null) ?? null,
  computedAt,
});

/** Keeps the treatments whose risk still exists (a vulnerability or threat link may have gone since). */
export function withLiveTreatments(stored: StoredAssessment): StoredAssessment {
  const live = new Set(stored.vulnerabilities.flatMap((v) => v.threatCodes.map((t) => riskCodeOf(v.vulnCode, t))));
  return { ...stored, treatments: stored.treatments.filter((t) => live.has(t.riskCode)) };
}

/** computeAssessment with the engine's refusals as a business error. */
export function computeOrRefuse(config: RiskConfig, stored: StoredAssessment, code: ErrorCode): ComputedAssessment {
  try {
    return computeAssessment(config, stored);
  } catch (error) {
    if (error instanceof EngineInputError) throw new BusinessError(code, error.issues.slice(0, 10).join('；'));
    throw error;
  }
}

// ---- the service ------------------------------------------------------------------------------

export function createConsultantService(deps: RiskAssessmentDeps, core: RiskAssessmentCore) {
  const { repos, projectRegistry, accountDirectory, clock } = deps;

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

  return {
    // ---- the project list --------------------------------------------------------------------
    async projectList(auth: RequestContext, query: Query<'raProjectList'>) {
      const customer = auth.tenant?.type === 'customer';
      const tenantCode = auth.tenant?.tenantCode ?? '';
      const rows = await repos.repo.risks.assessmentsOf(customer ? 'customer' : 'delivery', tenantCode);
      const visible: { a: RaAssessmentRow; facts: ProjectFacts }[] = [];
      const keyword = query.keyword?.toLowerCase();
      for (const a of rows) {
        if (query.stage && a.stage !== query.stage) continue;
        const facts = await projectRegistry.byCode(a.projectCode);
        if (!facts || facts.withdrawn) continue;
        if (
          customer
            ? facts.customerTenantCode !== tenantCode
            : deliveryRelation(facts, { accountId: auth.account.accountId, tenantCode, subject: auth.userInfo }) === 'none'
        )
          continue;
        const companyName = String((facts.svipData as { companyName?: string } | null)?.companyName ?? '');
        if (keyword && ![facts.projectCode, facts.name, facts.groupCode, companyName].some((s) => s.toLowerCase().includes(keyword))) continue;
        visible.push({ a, facts });
      }
      const start = (query.current - 1) * query.pageSize;
      const page = visible.slice(start, start + query.pageSize);
      const names = await ownerNames(page.map((p) => p.facts.consultantAccountId));
      const list: AssessProjectRow[] = await Promise.all(
        page.map(async ({ a, facts }) => {
          const key = { tenantCode: a.tenantCode, projectCode: a.projectCode };
          const [counts, highRisks] = await Promise.all([repos.repo.assessments.counts(key), repos.repo.risks.highRiskCount(key)]);
          return {
            projectCode: facts.projectCode,
            projectName: facts.name,
            groupCode: facts.groupCode,
            customerName: String((facts.svipData as { companyName?: string } | null)?.companyName ?? ''),
            consultantName: facts.consultantAccountId ? (names.get(facts.consultantAccountId) ?? '') : '',
            stage: a.stage,
            status: a.status,
            method: a.method,
            counts: { business: counts.business, system: counts.system, unit: counts.unit, risks: counts.risks, highRisks },
            updatedAt: a.updatedAt.toISOString(),
          };
        }),
      );
      return { list, total: visible.length, current: query.current, pageSize: query.pageSize };
    },

    // ---- threats -----------------------------------------------------------------------------
    async threatList(auth: RequestContext, query: Query<'raThreatList'>): Promise<ThreatRow[]> {
      const o = await core.open(auth, query.projectCode);
      return threatRows(o.key, core.config(o.assessment));
    },

    async threatSave(auth: RequestContext, body: Body<'raThreatSave'>): Promise<ThreatRow> {
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

    async threatDelete(auth: RequestContext, body: Body<'raThreatDelete'>) {
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

    async threatComplete(auth: RequestContext, body: Body<'raThreatComplete'>) {
      const o = await finish(auth, body.projectCode, 'finishIdentify');
      return core.info(auth, body.projectCode, o);
    },

    // ---- vulnerabilities -----------------------------------------------------------------------
    async assessAssets(auth: RequestContext, query: Query<'raAssessAssets'>) {
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

    async assessDetail(auth: RequestContext, query: Query<'raAssessDetail'>) {
      const o = await core.open(auth, query.projectCode);
      const [asset, vulns, threats] = await Promise.all([
        assetRow(o.key, query.assetCode),
        repos.repo.risks.vulnerabilities(o.key, query.assetCode),
        threatRows(o.key, core.config(o.assessment)),
      ]);
      return { asset, vulnerabilities: vulns.map(vulnerabilityRowOf), threats };
    },

    async assessUpdate(auth: RequestContext, body: Body<'raAssessUpdate'>) {
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
      return this.assessDetail(auth, { projectCode: body.projectCode, assetCode: body.assetCode });
    },

    async assessComplete(auth: RequestContext, body: Body<'raAssessComplete'>) {
      const o = await finish(auth, body.projectCode, 'finishAssess');
      return core.info(auth, body.projectCode, o);
    },

    // ---- existing measures ---------------------------------------------------------------------
    async controlOptions(auth: RequestContext, query: Query<'raControlOptions'>) {
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

    async controlList(auth: RequestContext, query: Query<'raControlList'>) {
      const o = await core.open(auth, query.projectCode);
      const { rows, total } = await repos.repo.risks.controlPage(o.key, { type: query.type, keyword: query.keyword }, query);
      const [assets, threats] = await Promise.all([
        repos.repo.risks.assetNames(o.key, [...new Set(rows.flatMap((r) => r.assetCodes))]),
        repos.repo.risks.threats(o.key),
      ]);
      const threatNames = new Map(threats.map((t) => [t.threatCode, { name: t.name }]));
      return { list: rows.map((r) => controlRowOf(r, assets, threatNames)), total, current: query.current, pageSize: query.pageSize };
    },

    async controlUpdate(auth: RequestContext, body: Body<'raControlUpdate'>): Promise<ControlRow | null> {
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
    async controlComplete(auth: RequestContext, body: Body<'raControlComplete'>) {
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
      await projectRegistry.recordRiskAssessmentEvent(body.projectCode, auth.account.accountId, summary, now);
      return core.info(auth, body.projectCode, o);
    },

    // ---- risks, treatment, residual risk --------------------------------------------------------
    async riskList(auth: RequestContext, query: Query<'raSuggestionList'>) {
      const o = await core.open(auth, query.projectCode);
      const { codes, total } = await repos.repo.risks.riskPage(
        o.key,
        { level: query.level, acceptance: query.acceptance, assetCode: query.assetCode, keyword: query.keyword, filter: query.filter },
        query,
      );
      return { list: await riskRows(o.key, codes), total, current: query.current, pageSize: query.pageSize };
    },

    async highRemnant(auth: RequestContext, query: Query<'raHighRemnant'>, side: 'consultant' | 'customer') {
      const o = await core.open(auth, query.projectCode);
      if (side === 'customer' && o.side !== 'customer') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      const { codes, total } = await repos.repo.risks.riskPage(o.key, { highRemnant: true }, query);
      return { list: await riskRows(o.key, codes), total, current: query.current, pageSize: query.pageSize };
    },

    /** Sets treatments and recomputes (the whole assessment, one engine call) so residuals come out exactly as the report's. */
    async handleSubmit(auth: RequestContext, body: Body<'raHandleSubmit'>): Promise<RiskRow[]> {
      const o = await openForWrite(auth, body.projectCode);
      const codes = [...new Set(body.riskCodes)];
      await repos.transaction(async (repo) => {
        const a = await lockForEdit(repo, o, 'treatments');
        await applyTreatments(repo, o.key, a, codes, () => ({ ...body.treatment }));
      });
      return riskRows(o.key, codes);
    },

    async handleComplete(auth: RequestContext, body: Body<'raHandleComplete'>) {
      const o = await finish(auth, body.projectCode, 'finishRisk');
      return core.info(auth, body.projectCode, o);
    },

    /** Signs acceptance of residual risks: a risk without treatment (or still must-treat after it) is recorded as accepted. */
    async confirmSubmit(auth: RequestContext, body: Body<'raConfirmSubmit'>): Promise<RiskRow[]> {
      const o = await openForWrite(auth, body.projectCode);
      const codes = [...new Set(body.riskCodes)];
      await repos.transaction(async (repo) => {
        const a = await lockForEdit(repo, o, 'acceptance');
        const current = new Map((await repo.risks.risksByCodes(o.key, codes)).map((r) => [r.riskCode, r]));
        await applyTreatments(repo, o.key, a, codes, (code) => {
          const risk = current.get(code);
          const t = risk?.treatment;
          const signed = { acceptedBy: body.acceptedBy, acceptedAt: body.acceptedAt };
          // A treatment that leaves the risk must-treat is accepted as it stands (the measures stay on record).
          if (!t || (risk.furtherAction && risk.residualAcceptance === 'mustTreat' && t.option !== 'accept'))
            return {
              option: 'accept',
              measures: t?.measures ?? [],
              plannedControls: [],
              residualInputs: {},
              owner: t?.owner ?? '',
              dueDate: t?.dueDate ?? '',
              ...signed,
            };
          return { ...t, ...signed };
        });
      });
      return riskRows(o.key, codes);
    },

    async confirmComplete(auth: RequestContext, body: Body<'raConfirmComplete'>) {
      const now = clock.now();
      const o = await finish(auth, body.projectCode, 'finishRemnant', undefined, { status: 'assess-confirm' });
      await projectRegistry.recordRiskAssessmentEvent(body.projectCode, auth.account.accountId, '风险评估结果已提交客户确认', now);
      return core.info(auth, body.projectCode, o);
    },
  };

  /** Replaces the treatment of `codes` and recomputes the assessment; stores the changed rows' treatment and residual. */
  async function applyTreatments(
    repo: RiskAssessmentRepository,
    k: AssessmentKey,
    a: RaAssessmentRow,
    codes: readonly string[],
    treatmentOf: (riskCode: string) => Treatment,
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
    for (const code of codes) {
      const r = byCode.get(code);
      if (!r) throw new BusinessError(ErrorCode.RA_RISK_NOT_FOUND, `风险不存在：${code}（请重新完成安全措施确认以更新风险）`);
      await repo.risks.updateRisk(k, code, {
        treatment: (r.treatment as Treatment | null) ?? null,
        residualStatus: r.residualStatus,
        residualValue: r.residualValue,
        residualLevel: r.residualLevel,
        residualAcceptance: r.residualAcceptance,
        furtherAction: r.furtherAction,
        residualLines: r.residualLines,
      });
    }
    await repo.assessments.update(k, { updatedAt: clock.now() });
  }
}

export type ConsultantService = ReturnType<typeof createConsultantService>;
