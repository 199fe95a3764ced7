/**
 * The executors' writes of the three asset tiers: save (create or edit an asset still in hand) and
 * delete, with the value of every system asset stored again when a business changed.
 */
import type { z } from 'zod';
import type {
  BusinessAssetInput,
  BusinessAssetRow,
  SystemAssetInput,
  SystemAssetRow,
  UnitAssetInput,
  UnitAssetRow,
} from '../../../../domain/riskAssessment/contracts';
import type { BusinessOption } from '../../../../domain/products/contracts';
import { type AssetItemState, type AssetTier, UnitAssetType } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import { UNIT_SUBTYPES } from '../../../../domain/riskAssessment/rules';
import { systemValue, unitValue } from '../../../../domain/riskAssessment/compute';
import { BUSINESS_OPTION_CODES } from '../../../../domain/riskAssessment/sheets';
import type { RaAssessmentRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import type { AssessmentKey } from '../assessmentRepository';
import type { TierInsert } from './repository';
import { type AssetKit, fail } from './kit';
import type { AssetRows } from './rows';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import type { RiskAssessmentRepository } from '../repository';

type BusinessBody = z.output<typeof BusinessAssetInput>;
type SystemBody = z.output<typeof SystemAssetInput>;
type UnitBody = z.output<typeof UnitAssetInput>;

/** What a save stamps on the row; the asset's own fields are the rest. */
type Stamp = { rejectReason: string; updatedBy: string; updatedAt: Date };
type Created = AssessmentKey & { assetCode: string; createdBy: string; createdAt: Date };
type Fields<T extends AssetTier> = Omit<TierInsert[T], keyof Stamp | keyof Created>;

/** Deleting a tier's assets is refused while the next tier still links them. */
const IN_USE: Partial<Record<AssetTier, { links: 'systemsCarrying' | 'unitsLinking'; message: string }>> = {
  business: { links: 'systemsCarrying', message: '业务资产仍被系统资产承载' },
  system: { links: 'unitsLinking', message: '系统资产仍被单元资产关联' },
};

export function createAssetTierService({ repos, clock }: RiskAssessmentDeps, core: RiskAssessmentCore, kit: AssetKit, rows: AssetRows) {
  const { openExecutor, lockTier, templateOptions, activeOwners, checkOwner, checkEditable, checkName, checkLinks, checkOption } = kit;

  /**
   * One save of a tier inside a transaction: the tier still open, the asset (when edited) in hand,
   * its name free; `fields` checks the links and builds the asset's fields; `after` runs once written.
   */
  async function save<T extends AssetTier>(
    auth: RequestContext,
    o: Opened,
    tier: T,
    body: { assetCode?: string; name: string },
    fields: (repo: RiskAssessmentRepository, a: RaAssessmentRow, assetCode: string | undefined) => Promise<Fields<T>>,
    after?: (repo: RiskAssessmentRepository, a: RaAssessmentRow) => Promise<void>,
  ) {
    const now = clock.now();
    const me = auth.account.accountId;
    return repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, tier);
      let assetCode = body.assetCode;
      if (assetCode) checkEditable((await repo.assets.byCodes(tier, o.key, [assetCode]))[0], assetCode);
      await checkName(repo, tier, o.key, body.name, assetCode);
      const values = await fields(repo, a, assetCode);
      const stamp = { rejectReason: '', updatedBy: me, updatedAt: now };
      if (assetCode) await repo.assets.update(tier, o.key, assetCode, { ...values, ...stamp } as Partial<TierInsert[T]>);
      else {
        [assetCode] = await kit.reserve(repo, o, tier, 1);
        await repo.assets.insert(tier, [{ ...o.key, assetCode, createdBy: me, createdAt: now, ...values, ...stamp } as TierInsert[T]]);
      }
      await after?.(repo, a);
      return (await repo.assets.byCodes(tier, o.key, [assetCode]))[0];
    });
  }

  function checkBusinessOptions(options: readonly BusinessOption[], answers: Record<string, string | string[]>) {
    for (const [attrCode, value] of Object.entries(answers)) {
      if (!(BUSINESS_OPTION_CODES as readonly string[]).includes(attrCode)) fail(ErrorCode.RA_OPTION_INVALID, `“${attrCode}”不是业务资产的字典`);
      checkOption(
        options,
        attrCode,
        (Array.isArray(value) ? value : [value]).filter((v) => v !== ''),
      );
    }
  }

  async function businessSave(auth: RequestContext, body: BusinessBody): Promise<BusinessAssetRow> {
    const o = await openExecutor(auth, body.projectCode, 'business');
    const [options, owners] = await Promise.all([templateOptions(o), activeOwners(o)]);
    checkBusinessOptions(options, body.options);
    checkOwner(body.ownerAccountId, owners);
    const row = await save(
      auth,
      o,
      'business',
      body,
      async (repo, _a, assetCode) => {
        const associations = body.associations.filter((x, i, all) => all.findIndex((y) => y.assetCode === x.assetCode) === i);
        if (assetCode && associations.some((x) => x.assetCode === assetCode)) fail(ErrorCode.RA_LINK_INVALID, '业务资产不能关联自身');
        await checkLinks(
          repo,
          'business',
          o.key,
          associations.map((x) => x.assetCode),
          '关联业务',
        );
        return {
          name: body.name,
          description: body.description,
          options: body.options,
          importance: body.importance,
          associations: associations.map((x) => ({ assetCode: x.assetCode, type: x.type, degree: x.degree })),
          ownerAccountId: body.ownerAccountId,
        };
      },
      (repo, a) => kit.recomputeSystems(repo, o, a),
    );
    return (await rows.businessRows(repos.repo, o, [row]))[0];
  }

  async function systemSave(auth: RequestContext, body: SystemBody): Promise<SystemAssetRow> {
    const o = await openExecutor(auth, body.projectCode, 'system');
    const [options, owners] = await Promise.all([templateOptions(o), activeOwners(o)]);
    checkOption(options, 'systemType', [body.systemType]);
    if (body.carryTypes.length) checkOption(options, 'carryType', body.carryTypes);
    checkOwner(body.ownerAccountId, owners);
    const row = await save(auth, o, 'system', body, async (repo, a) => {
      const businessCodes = [...new Set(body.businessCodes)];
      await checkLinks(repo, 'business', o.key, businessCodes, '承载的业务');
      const asset = {
        name: body.name,
        description: body.description,
        category: body.category,
        systemType: body.systemType,
        carryTypes: [...new Set(body.carryTypes)],
        carryLevel: body.carryLevel,
        systemRelated: body.systemRelated,
        confidentiality: body.confidentiality,
        integrity: body.integrity,
        availability: body.availability,
        businessCodes,
        ownerAccountId: body.ownerAccountId,
      };
      return { ...asset, value: systemValue(core.config(a), asset, await kit.businessMap(repo, o, a)).value };
    });
    return (await rows.systemRows(repos.repo, o, [row]))[0];
  }

  async function unitSave(auth: RequestContext, body: UnitBody): Promise<UnitAssetRow> {
    const o = await openExecutor(auth, body.projectCode, 'unit');
    const owners = await activeOwners(o);
    if (body.subType && !UNIT_SUBTYPES[body.unitType].includes(body.subType))
      fail(ErrorCode.RA_OPTION_INVALID, `“${body.subType}”不是${UnitAssetType.label(body.unitType)}的子类`);
    checkOwner(body.ownerAccountId, owners);
    const row = await save(auth, o, 'unit', body, async (repo, a) => {
      const systemCodes = [...new Set(body.systemCodes)];
      await checkLinks(repo, 'system', o.key, systemCodes, '关联的系统资产');
      const asset = {
        name: body.name,
        description: body.description,
        unitType: body.unitType,
        subType: body.subType,
        category: body.category,
        confidentiality: body.confidentiality,
        integrity: body.integrity,
        availability: body.availability,
        systemCodes,
        ownerAccountId: body.ownerAccountId,
      };
      return { ...asset, value: unitValue(core.config(a), asset).value };
    });
    return (await rows.unitRows(repos.repo, o, [row]))[0];
  }

  async function remove(auth: RequestContext, tier: AssetTier, body: { projectCode: string; assetCodes: string[] }) {
    const o = await openExecutor(auth, body.projectCode, tier);
    const codes = [...new Set(body.assetCodes)];
    return repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, tier);
      const found: { assetCode: string; state: AssetItemState }[] = await repo.assets.briefByCodes(tier, o.key, codes);
      for (const code of codes)
        checkEditable(
          found.find((f) => f.assetCode === code),
          code,
        );
      const inUse = IN_USE[tier];
      if (inUse) {
        const linked = await repo.assets[inUse.links](o.key, codes);
        if (linked.length) fail(ErrorCode.RA_ASSET_IN_USE, `${inUse.message}：${linked.join('、')}，请先解除关联`);
      }
      const deleted = await repo.assets.remove(tier, o.key, codes);
      if (tier === 'business') {
        await repo.assets.dropAssociations(o.key, codes);
        await kit.recomputeSystems(repo, o, a);
      }
      return { deleted };
    });
  }

  type DeleteBody = { projectCode: string; assetCodes: string[] };
  return {
    businessSave,
    systemSave,
    unitSave,
    businessDelete: (auth: RequestContext, body: DeleteBody) => remove(auth, 'business', body),
    systemDelete: (auth: RequestContext, body: DeleteBody) => remove(auth, 'system', body),
    unitDelete: (auth: RequestContext, body: DeleteBody) => remove(auth, 'unit', body),
  };
}
