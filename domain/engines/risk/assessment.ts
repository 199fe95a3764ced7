/**
 * The whole risk-analysis stage in one call (brief §1.13 reference algorithm): asset values,
 * threat values, every link's risk, system-asset and business risks, residual risks after
 * treatment, all recorded with the configuration id and version.
 */
import { safeParse } from '../../kernel/validation';
import { EngineInputError } from '../errors';
import { aggregate as aggregateRisks, withBusinessImportance as applyBusinessImportance, type AggregateRisk, type RiskItem } from './aggregate';
import {
  adjustBusinessImportance,
  systemAssetValueUnchecked,
  threatValueUnchecked,
  unitAssetValueUnchecked,
  type AssetValue,
  type BusinessImportance,
  type SystemAssetValue,
  type ThreatValue,
} from './assets';
import { compiledOf, type ConfigRef, type RiskConfig } from './config';
import { creditOf, type ControlLike } from './controls';
import { acceptanceOf } from './evaluate';
import { riskParseOptions } from './issues';
import type { AcceptanceDecision, RiskMethod } from './labels';
import { linkRiskOf, resolveLinkInputs } from './link';
import { capIssues, indexAssessment } from './references';
import { residualUnchecked, treatmentIssues, type ResidualRisk } from './residual';
import type { Level } from './scale';
import { riskAssessmentInputSchema, type ExistingControl, type RiskAssessmentInput, type RiskLink } from './schemas';
import type { LinkRisk } from './types';

export interface AssessedLink extends LinkRisk {
  readonly id: string;
  readonly assetId: string;
  readonly threatId: string;
  readonly vulnerabilityId: string;
  /** System assets whose risk this link counts towards (the asset itself, or the unit's owners). */
  readonly systemAssetIds: readonly string[];
  readonly acceptance: AcceptanceDecision;
}

export interface AggregatedEntry {
  readonly id: string;
  readonly name?: string;
  /** Null when no link reaches this entry. */
  readonly risk: AggregateRisk | null;
  /** The same aggregation over residual risks (eliminated risks left out). */
  readonly residual: AggregateRisk | null;
}

export interface RiskAssessmentResult {
  readonly config: ConfigRef;
  readonly method: RiskMethod;
  readonly businesses: readonly { readonly id: string; readonly name?: string; readonly importance: BusinessImportance }[];
  readonly systemAssets: readonly { readonly id: string; readonly name?: string; readonly value: SystemAssetValue }[];
  readonly unitAssets: readonly { readonly id: string; readonly name?: string; readonly value: AssetValue }[];
  readonly threats: readonly { readonly id: string; readonly name?: string; readonly value: ThreatValue }[];
  readonly links: readonly AssessedLink[];
  readonly residuals: readonly (ResidualRisk & { readonly id: string })[];
  readonly systemAssetRisks: readonly AggregatedEntry[];
  readonly businessRisks: readonly (AggregatedEntry & { readonly importance: Level })[];
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Which existing controls apply to a link: its controlIds plus every control whose non-empty
 * target lists all contain the link's ids. Each targeted control is indexed under one of its
 * lists, so a link only checks the few controls filed under its own ids.
 */
function controlMatcher(controls: readonly ExistingControl[], byId: ReadonlyMap<string, ExistingControl>) {
  type Targeted = { control: ExistingControl; assets: Set<string> | null; threats: Set<string> | null; vulns: Set<string> | null };
  const byVuln = new Map<string, Targeted[]>();
  const byAsset = new Map<string, Targeted[]>();
  const byThreat = new Map<string, Targeted[]>();
  const set = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? new Set(ids) : null);
  for (const control of controls) {
    const t: Targeted = {
      control,
      assets: set(control.targets?.assetIds),
      threats: set(control.targets?.threatIds),
      vulns: set(control.targets?.vulnerabilityIds),
    };
    const [index, ids] = t.vulns ? [byVuln, t.vulns] : t.assets ? [byAsset, t.assets] : t.threats ? [byThreat, t.threats] : [null, null];
    if (index) for (const id of ids) push(index, id, t);
  }
  const none: readonly ControlLike[] = [];
  const matches = (t: Targeted, l: RiskLink) =>
    (!t.assets || t.assets.has(l.assetId)) && (!t.threats || t.threats.has(l.threatId)) && (!t.vulns || t.vulns.has(l.vulnerabilityId));
  return (link: RiskLink): readonly ControlLike[] => {
    const candidates = [byVuln.get(link.vulnerabilityId), byAsset.get(link.assetId), byThreat.get(link.threatId)];
    if (link.controlIds.length === 0 && !candidates[0] && !candidates[1] && !candidates[2]) return none;
    const out = new Set<ExistingControl>();
    for (const id of link.controlIds) out.add(byId.get(id)!);
    for (const list of candidates) if (list) for (const t of list) if (matches(t, link)) out.add(t.control);
    return out.size === 0 ? none : [...out];
  };
}

/**
 * Runs the calculation for a whole assessment. Refuses invalid input (schema, references,
 * inconsistent treatments) with one EngineInputError listing the problems in Chinese.
 */
export function assessRisks(config: RiskConfig, input: RiskAssessmentInput): RiskAssessmentResult {
  const compiled = compiledOf(config);
  const parsed = safeParse(riskAssessmentInputSchema, input, riskParseOptions());
  if (!parsed.ok) throw new EngineInputError(capIssues(parsed.issues));
  const a = parsed.data;
  const { index, issues } = indexAssessment(a);
  if (issues.length > 0) throw new EngineInputError(capIssues(issues));
  const ref = compiled.ref;
  const method = config.method;

  // Asset tiers and threats (brief §1.3–§1.6).
  const businesses = a.businesses.map((b) => {
    const close = b.associations.filter((x) => x.degree === 'close').map((x) => index.businesses.get(x.businessId)!.importance);
    return { id: b.id, name: b.name, importance: adjustBusinessImportance(config, b.importance, close) };
  });
  const adjusted = new Map(businesses.map((b) => [b.id, b.importance.adjusted]));
  const systemAssets = a.systemAssets.map((s) => {
    const businessImportance = s.businessImportance ?? (Math.max(...s.businessIds.map((id) => adjusted.get(id)!)) as Level);
    return { id: s.id, name: s.name, value: systemAssetValueUnchecked(config, ref, { ...s, businessImportance }) };
  });
  const unitAssets = a.unitAssets.map((u) => ({ id: u.id, name: u.name, value: unitAssetValueUnchecked(config, ref, u) }));
  const threats = a.threats.map((t) => ({ id: t.id, name: t.name, value: threatValueUnchecked(config, ref, t) }));

  const assetValue = new Map<string, Level>();
  const owners = new Map<string, readonly string[]>();
  systemAssets.forEach((s) => (assetValue.set(s.id, s.value.value), owners.set(s.id, [s.id])));
  a.unitAssets.forEach((u, i) => (assetValue.set(u.id, unitAssets[i].value.value), owners.set(u.id, u.systemAssetIds)));
  const threatValue = new Map(threats.map((t) => [t.id, t.value.value]));

  // Links (brief §1.9 / §1.13).
  const controlsOf = controlMatcher(a.controls, index.controls);
  const treatmentOf = new Map(a.treatments.map((t) => [t.linkId, t]));
  const links: AssessedLink[] = [];
  const residuals: (ResidualRisk & { id: string })[] = [];
  const treatmentProblems: string[] = [];
  for (const l of a.links) {
    const v = index.vulnerabilities.get(l.vulnerabilityId)!;
    const inputs = resolveLinkInputs(config, assetValue.get(l.assetId)!, threatValue.get(l.threatId)!, v.severity, v.exploitability);
    const controls = controlsOf(l);
    const risk = linkRiskOf(config, compiled, inputs, creditOf(config, controls), 0, method);
    links.push({
      id: l.id,
      assetId: l.assetId,
      threatId: l.threatId,
      vulnerabilityId: l.vulnerabilityId,
      systemAssetIds: owners.get(l.assetId)!,
      acceptance: acceptanceOf(config, risk.risk.level),
      ...risk,
    });
    const treatment = treatmentOf.get(l.id) ?? null;
    if (treatment) treatmentProblems.push(...treatmentIssues(treatment, inputs, `风险关联“${l.id}”的处置：`));
    residuals.push({ id: l.id, ...residualUnchecked(config, compiled, inputs, controls, risk, treatment, method) });
  }
  if (treatmentProblems.length > 0) throw new EngineInputError(capIssues(treatmentProblems));

  // Aggregation: link → system asset → business.
  const inherentBySystem = new Map<string, RiskItem[]>();
  const residualBySystem = new Map<string, RiskItem[]>();
  links.forEach((l, i) => {
    const r = residuals[i].risk;
    for (const s of l.systemAssetIds) {
      push(inherentBySystem, s, { id: l.id, value: l.risk.value, level: l.risk.level });
      if (r) push(residualBySystem, s, { id: l.id, value: r.value, level: r.level });
    }
  });
  const sysRule = config.aggregation.systemAsset;
  const systemAssetRisks: AggregatedEntry[] = a.systemAssets.map((s) => {
    const subject = `系统资产“${s.name ?? s.id}”风险`;
    return {
      id: s.id,
      name: s.name,
      risk: aggregateRisks(config, inherentBySystem.get(s.id) ?? [], sysRule, subject, method),
      residual: aggregateRisks(config, residualBySystem.get(s.id) ?? [], sysRule, `${subject}（残余）`, method),
    };
  });
  const bizRule = config.aggregation.business;
  const businessRisks = businesses.map((b) => {
    const inherent: RiskItem[] = [];
    const residual: RiskItem[] = [];
    a.systemAssets.forEach((s, i) => {
      if (!s.businessIds.includes(b.id)) return;
      const { risk, residual: res } = systemAssetRisks[i];
      const item = { id: s.id, name: s.name, weight: s.carryLevel };
      if (risk) inherent.push({ ...item, value: risk.value, level: risk.level });
      if (res) residual.push({ ...item, value: res.value, level: res.level });
    });
    const importance = b.importance.adjusted;
    const subject = `业务“${b.name ?? b.id}”风险`;
    const finish = (r: AggregateRisk | null) => (r ? applyBusinessImportance(config, r, importance) : null);
    return {
      id: b.id,
      name: b.name,
      importance,
      risk: finish(aggregateRisks(config, inherent, bizRule, subject, method)),
      residual: finish(aggregateRisks(config, residual, bizRule, `${subject}（残余）`, method)),
    };
  });

  return { config: ref, method, businesses, systemAssets, unitAssets, threats, links, residuals, systemAssetRisks, businessRisks };
}
