/** The asset rows as the contracts show them (domain/riskAssessment/contracts.ts): names, links, values and their lines, assess states. */
import type { AssetRow, BusinessAssetRow, SystemAssetRow, UnitAssetRow } from '../../../../domain/riskAssessment/contracts';
import type { AssetItemState } from '../../../../domain/enums';
import { assetAssessState } from '../../../../domain/riskAssessment/rules';
import { systemValue, unitValue } from '../../../../domain/riskAssessment/compute';
import { systemRatingsOf } from '../../../../domain/riskAssessment/views';
import type { RaBusinessAssetRow, RaSystemAssetRow, RaUnitAssetRow } from '../../../db/schema';
import type { AnyAssetRow } from './repository';
import { type AssetKit, iso } from './kit';
import type { Opened, RiskAssessmentCore } from '../core';
import type { RiskAssessmentRepository } from '../repository';

interface BaseFields {
  assetCode: string;
  projectCode: string;
  name: string;
  description: string;
  ownerAccountId: string | null;
  state: AssetItemState;
  rejectReason: string;
  updatedAt: Date;
}
const base = (r: BaseFields, name: (id: string | null) => string) => ({
  assetCode: r.assetCode,
  projectCode: r.projectCode,
  name: r.name,
  description: r.description,
  ownerAccountId: r.ownerAccountId,
  ownerName: name(r.ownerAccountId),
  state: r.state,
  rejectReason: r.rejectReason,
  updatedAt: iso(r.updatedAt),
});
const stateOf = (assessed: boolean, risks: { mustTreat: number; treated: number } | undefined) =>
  assetAssessState({ assessed, mustTreat: risks?.mustTreat ?? 0, treated: risks?.treated ?? 0 });

export function createAssetRows(core: RiskAssessmentCore, kit: AssetKit) {
  const { businessMap, namesOf } = kit;

  async function businessRows(repo: RiskAssessmentRepository, o: Opened, rows: readonly RaBusinessAssetRow[]): Promise<BusinessAssetRow[]> {
    const [values, all, systemCounts, name] = await Promise.all([
      businessMap(repo, o, o.assessment),
      repo.assets.names('business', o.key),
      repo.assets.linkCounts(
        'systemsPerBusiness',
        o.key,
        rows.map((r) => r.assetCode),
      ),
      namesOf(rows.map((r) => r.ownerAccountId)),
    ]);
    const nameOf = new Map(all.map((b) => [b.assetCode, b.name]));
    return rows.map((r) => {
      const v = values.get(r.assetCode);
      return {
        ...base(r, name),
        options: r.options,
        importance: r.importance,
        importanceAdjusted: v?.adjusted ?? r.importance,
        importanceLines: v?.lines ?? [],
        associations: r.associations.map((x) => ({
          assetCode: x.assetCode,
          name: nameOf.get(x.assetCode) ?? x.assetCode,
          type: x.type ?? '',
          degree: x.degree,
        })),
        systemCount: systemCounts.get(r.assetCode) ?? 0,
      };
    });
  }

  async function systemRows(repo: RiskAssessmentRepository, o: Opened, rows: readonly RaSystemAssetRow[]): Promise<SystemAssetRow[]> {
    const codes = rows.map((r) => r.assetCode);
    const [values, all, unitCounts, risks, name] = await Promise.all([
      businessMap(repo, o, o.assessment),
      repo.assets.names('business', o.key),
      repo.assets.linkCounts('unitsPerSystem', o.key, codes),
      repo.assets.riskCounts(o.key, codes),
      namesOf(rows.map((r) => r.ownerAccountId)),
    ]);
    const nameOf = new Map(all.map((b) => [b.assetCode, b.name]));
    const config = core.config(o.assessment);
    return rows.map((r) => ({
      ...base(r, name),
      ...systemRatingsOf(r),
      businessCodes: r.businessCodes,
      businessNames: r.businessCodes.map((c) => nameOf.get(c) ?? c),
      value: r.value,
      valueLines: systemValue(config, r, values).lines,
      assessState: stateOf(!!r.assessedAt, risks.get(r.assetCode)),
      unitCount: unitCounts.get(r.assetCode) ?? 0,
    }));
  }

  async function unitRows(repo: RiskAssessmentRepository, o: Opened, rows: readonly RaUnitAssetRow[]): Promise<UnitAssetRow[]> {
    const codes = rows.map((r) => r.assetCode);
    const systemCodes = [...new Set(rows.flatMap((r) => r.systemCodes))];
    const [systems, risks, name] = await Promise.all([
      repo.assets.briefByCodes('system', o.key, systemCodes),
      repo.assets.riskCounts(o.key, codes),
      namesOf(rows.map((r) => r.ownerAccountId)),
    ]);
    const nameOf = new Map(systems.map((s) => [s.assetCode, s.name]));
    const config = core.config(o.assessment);
    return rows.map((r) => ({
      ...base(r, name),
      unitType: r.unitType,
      subType: r.subType,
      category: r.category,
      confidentiality: r.confidentiality,
      integrity: r.integrity,
      availability: r.availability,
      systemCodes: r.systemCodes,
      systemNames: r.systemCodes.map((c) => nameOf.get(c) ?? c),
      value: r.value,
      valueLines: unitValue(config, r).lines,
      assessState: stateOf(!!r.assessedAt, risks.get(r.assetCode)),
    }));
  }

  /** Rows of the union over the tiers (assets/list, owner/list, unit/listByCategory). */
  async function anyRows(repo: RiskAssessmentRepository, o: Opened, rows: readonly AnyAssetRow[]): Promise<AssetRow[]> {
    const [risks, name] = await Promise.all([
      repo.assets.riskCounts(
        o.key,
        rows.filter((r) => r.tier !== 'business').map((r) => r.assetCode),
      ),
      namesOf(rows.map((r) => r.ownerAccountId)),
    ]);
    return rows.map((r) => ({
      ...base({ ...r, projectCode: o.facts.projectCode }, name),
      tier: r.tier,
      category: r.category,
      value: r.value,
      assessState: r.tier === 'business' ? null : stateOf(r.assessed, risks.get(r.assetCode)),
    }));
  }

  return { businessRows, systemRows, unitRows, anyRows };
}

export type AssetRows = ReturnType<typeof createAssetRows>;
