/**
 * The customer side of a risk assessment (issue 14; docs/riskAssessment.md): the executors'
 * three asset tiers and stage finishes, the owners' submit / reject / confirm, the customer's
 * completion or rejection of a consultant's stage, lists paged in the database, Excel import and
 * export. Rules: domain/riskAssessment.ts; figures: domain/riskAssessmentCompute.ts with the
 * configuration stored on the assessment.
 *
 * Reads of other modules (project, product version, owners, names) run before a transaction; the
 * transaction locks the assessment row first, re-checks the rules on it, then writes. Project
 * timeline events are recorded after the commit.
 */
import type { z } from 'zod';
import type {
  AssessmentInfo,
  AssetRow,
  BusinessAssetInput,
  BusinessAssetRow,
  ImportResult,
  OwnerProgress,
  SystemAssetInput,
  SystemAssetRow,
  UnitAssetInput,
  UnitAssetRow,
} from '../../../domain/api/riskAssessment';
import type { BusinessOption } from '../../../domain/api/products';
import { AssetAssessStatus, AssetCategory, AssetOptionCode, type AssetItemState, type AssetTier, UnitAssetType } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import {
  ASSET_CATEGORY_OF_UNIT,
  ASSET_ITEM_MACHINE,
  assetAssessState,
  RA_LIMITS,
  RA_STAGE_MACHINE,
  RA_STATUS_MACHINE,
  REJECT_ACTION,
  type RejectableStage,
  stageFinishProblems,
  tierEditRefusal,
  UNIT_SUBTYPES,
} from '../../../domain/riskAssessment';
import { businessValues, systemValue, unitValue, type BusinessValue } from '../../../domain/riskAssessmentCompute';
import {
  BUSINESS_OPTION_CODES,
  optionItems,
  parseSheet,
  type SheetContext,
  type ParsedBusiness,
  type ParsedSystem,
  type ParsedUnit,
} from '../../../domain/riskAssessmentSheets';
import type { RaAssessmentRow, RaBusinessAssetRow, RaSystemAssetRow, RaUnitAssetRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { AssessmentKey } from './assessmentRepository';
import type { AnyAssetRow, Paging } from './assetRepository';
import { assetWorkbook, readSheet } from './assetExcel';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from './core';
import type { RiskAssessmentRepository } from './repository';

const PREFIX: Readonly<Record<AssetTier, string>> = { business: 'BA', system: 'SA', unit: 'UA' };
const codeOf = (tier: AssetTier, n: number) => `${PREFIX[tier]}${String(n).padStart(4, '0')}`;
const TIER_MAX: Readonly<Record<AssetTier, number>> = {
  business: RA_LIMITS.businessAssets,
  system: RA_LIMITS.systemAssets,
  unit: RA_LIMITS.unitAssets,
};
const iso = (d: Date) => d.toISOString();
const fail = (code: ConstructorParameters<typeof BusinessError>[0], message?: string): never => {
  throw new BusinessError(code, message);
};

type BusinessBody = z.output<typeof BusinessAssetInput>;
type SystemBody = z.output<typeof SystemAssetInput>;
type UnitBody = z.output<typeof UnitAssetInput>;

export function createAssetService(deps: RiskAssessmentDeps, core: RiskAssessmentCore) {
  const { repos, products, personnelAdmin, accountDirectory, projectRegistry, clock } = deps;

  // ---- shared reads -----------------------------------------------------------------------------------

  async function templateOptions(o: Opened): Promise<BusinessOption[]> {
    const product = await products.version(o.facts.productCode, o.facts.productVersion);
    return product?.definition.templates.assetOptions ?? [];
  }
  const activeOwners = (o: Opened) => personnelAdmin.activeHolders(o.facts.customerTenantCode, 'consumer-owner');
  async function namesOf(ids: readonly (string | null)[]): Promise<(id: string | null) => string> {
    const list = [...new Set(ids.filter((id): id is string => !!id))];
    const names = list.length ? await accountDirectory.accountNames(list) : new Map();
    return (id) => (id ? (names.get(id)?.showName ?? id) : '');
  }
  async function ownerContext(o: Opened) {
    const ids = await activeOwners(o);
    const name = await namesOf(ids);
    return ids.map((accountId) => ({ accountId, showName: name(accountId) }));
  }

  /** The executors' refusal for a tier (RA_TIER_CLOSED with the rule's message). */
  function checkTier(a: Pick<RaAssessmentRow, 'stage' | 'status' | 'combingFinished'>, tier: AssetTier) {
    const refusal = tierEditRefusal(a, tier);
    if (refusal) fail(ErrorCode.RA_TIER_CLOSED, refusal);
  }
  async function lockTier(repo: RiskAssessmentRepository, o: Opened, tier: AssetTier): Promise<RaAssessmentRow> {
    const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
    checkTier(a, tier);
    return a;
  }
  async function openExecutor(auth: RequestContext, projectCode: string, tier: AssetTier) {
    const o = await core.open(auth, projectCode);
    core.requireCustomer(o);
    checkTier(o.assessment, tier);
    return o;
  }
  function checkOwner(ownerAccountId: string | null | undefined, owners: readonly string[]) {
    if (ownerAccountId && !owners.includes(ownerAccountId)) fail(ErrorCode.RA_OWNER_NOT_ELIGIBLE);
  }
  function checkEditable(found: { state: AssetItemState } | undefined, assetCode: string) {
    if (!found) fail(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${assetCode} 不存在，或不属于该项目`);
    if (found!.state !== 'inhand') fail(ErrorCode.RA_ASSET_LOCKED);
  }
  async function checkName(repo: RiskAssessmentRepository, tier: AssetTier, k: AssessmentKey, name: string, assetCode?: string) {
    const [same] = await repo.assets.byNames(tier, k, [name]);
    if (same && same.assetCode !== assetCode) fail(ErrorCode.RA_ASSET_NAME_TAKEN, `本项目已有名为“${name}”的${tierLabel(tier)}`);
  }
  const tierLabel = (tier: AssetTier) => ({ business: '业务资产', system: '系统资产', unit: '单元资产' })[tier];
  async function checkLinks(repo: RiskAssessmentRepository, tier: 'business' | 'system', k: AssessmentKey, codes: readonly string[], what: string) {
    const unique = [...new Set(codes)];
    const found = await repo.assets.briefByCodes(tier, k, unique);
    const missing = unique.filter((c) => !found.some((f) => f.assetCode === c));
    if (missing.length) fail(ErrorCode.RA_LINK_INVALID, `${what} ${missing.join('、')} 不存在或不是本项目的${tierLabel(tier)}`);
  }
  function checkOption(options: readonly BusinessOption[], attrCode: string, values: readonly string[]) {
    const label = AssetOptionCode.values.includes(attrCode as never) ? AssetOptionCode.label(attrCode as never) : attrCode;
    if (!options.some((x) => x.attrCode === attrCode)) fail(ErrorCode.RA_OPTION_INVALID, `资产模板没有“${label}”字典`);
    const items = optionItems(options, attrCode);
    const bad = values.filter((v) => !items.some((i) => i.value === v));
    if (bad.length) fail(ErrorCode.RA_OPTION_INVALID, `“${label}”的选项 ${bad.join('、')} 不在资产模板的字典中`);
  }
  async function reserve(repo: RiskAssessmentRepository, o: Opened, tier: AssetTier, n: number): Promise<string[]> {
    if ((await repo.assets.countOf(tier, o.key)) + n > TIER_MAX[tier]) fail(ErrorCode.RA_ASSET_LIMIT, `${tierLabel(tier)}最多 ${TIER_MAX[tier]} 项`);
    const first = await repo.assessments.reserveCodes(o.key, n);
    return Array.from({ length: n }, (_, i) => codeOf(tier, first + i));
  }

  /** Adjusted importance of every business of the project. */
  async function businessMap(repo: RiskAssessmentRepository, o: Opened, a: Pick<RaAssessmentRow, 'config' | 'method'>) {
    return businessValues(core.config(a), await repo.assets.allBusinesses(o.key));
  }
  /** After a business changed: every system asset's stored value again. */
  async function recomputeSystems(repo: RiskAssessmentRepository, o: Opened, a: RaAssessmentRow) {
    const businesses = await businessMap(repo, o, a);
    const systems = await repo.assets.allSystems(o.key);
    await repo.assets.setSystemValues(
      o.key,
      systems.map((s) => ({ assetCode: s.assetCode, value: systemValue(core.config(a), s, businesses).value })),
    );
  }

  // ---- rows as the contracts show them ------------------------------------------------------------------------

  async function businessRows(repo: RiskAssessmentRepository, o: Opened, rows: readonly RaBusinessAssetRow[]): Promise<BusinessAssetRow[]> {
    const a = o.assessment;
    const [values, all, systemCounts, name] = await Promise.all([
      businessMap(repo, o, a),
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
  const base = (r: RaBusinessAssetRow | RaSystemAssetRow | RaUnitAssetRow, name: (id: string | null) => string) => ({
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
      category: r.category,
      systemType: r.systemType,
      carryTypes: r.carryTypes,
      carryLevel: r.carryLevel,
      systemRelated: r.systemRelated,
      confidentiality: r.confidentiality,
      integrity: r.integrity,
      availability: r.availability,
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

  async function anyRows(repo: RiskAssessmentRepository, o: Opened, rows: readonly AnyAssetRow[]): Promise<AssetRow[]> {
    const [risks, name] = await Promise.all([
      repo.assets.riskCounts(
        o.key,
        rows.filter((r) => r.tier !== 'business').map((r) => r.assetCode),
      ),
      namesOf(rows.map((r) => r.ownerAccountId)),
    ]);
    return rows.map((r) => ({
      assetCode: r.assetCode,
      projectCode: o.facts.projectCode,
      name: r.name,
      description: r.description,
      ownerAccountId: r.ownerAccountId,
      ownerName: name(r.ownerAccountId),
      state: r.state,
      rejectReason: r.rejectReason,
      updatedAt: iso(r.updatedAt),
      tier: r.tier,
      category: r.category,
      value: r.value,
      assessState: r.tier === 'business' ? null : stateOf(r.assessed, risks.get(r.assetCode)),
    }));
  }

  const pageOut = <T>(p: Paging, list: T[], total: number) => ({ list, total, current: p.current, pageSize: p.pageSize });

  // ---- stage moves ------------------------------------------------------------------------------------------

  async function assetsFinish(auth: RequestContext, body: { projectCode: string }): Promise<AssessmentInfo> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    let handover = false;
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      if (a.status !== 'combing' || !['business', 'system', 'unit'].includes(a.stage))
        fail(ErrorCode.RA_STAGE_MOVE_REFUSED, tierEditRefusal(a, 'business') ?? undefined);
      if (a.combingFinished) fail(ErrorCode.RA_STAGE_MOVE_REFUSED, '资产清单已提交责任人确认，需责任人驳回后才能再次提交');
      const problems = stageFinishProblems(a.stage, await repo.assessments.counts(o.key));
      if (problems.length) fail(ErrorCode.RA_STAGE_INCOMPLETE, problems.join('；'));
      if (a.stage === 'business') await core.moveStage(repo, o, auth, 'finishBusiness');
      else if (a.stage === 'system') await core.moveStage(repo, o, auth, 'finishSystem');
      else {
        await repo.assessments.update(o.key, { combingFinished: true, updatedAt: now });
        await repo.assessments.addEvent(o.key, {
          action: 'handover',
          label: '完成资产梳理，提交责任人',
          stage: a.stage,
          status: a.status,
          actorAccountId: auth.account.accountId,
          at: now,
        });
        handover = true;
      }
    });
    if (handover)
      await projectRegistry.recordRiskAssessmentEvent(o.facts.projectCode, auth.account.accountId, '执行人完成资产梳理，提交责任人确认', now);
    return core.info(auth, body.projectCode);
  }

  async function consumerComplete(auth: RequestContext, body: { projectCode: string }): Promise<AssessmentInfo> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      const refusal = RA_STATUS_MACHINE.refusal(a.status, 'ASSESS_COMPLETE', auth.userInfo);
      if (refusal) fail(ErrorCode.RA_STATUS_MOVE_REFUSED, refusal);
      await core.moveStage(repo, o, auth, 'consumerComplete', { status: 'assess-complete', changes: { completedAt: now } });
    });
    await projectRegistry.recordRiskAssessmentEvent(o.facts.projectCode, auth.account.accountId, '客户确认完成风险评估', now);
    return core.info(auth, body.projectCode);
  }

  async function stageReject(auth: RequestContext, body: { projectCode: string; stage: RejectableStage; reason: string }): Promise<AssessmentInfo> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    if (!body.reason.trim()) fail(ErrorCode.RA_REJECT_REASON_REQUIRED);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      const refusal = RA_STATUS_MACHINE.refusal(a.status, 'REJECT_STAGE', auth.userInfo);
      if (refusal) fail(ErrorCode.RA_STATUS_MOVE_REFUSED, refusal);
      await core.moveStage(repo, o, auth, REJECT_ACTION[body.stage], {
        reason: body.reason,
        status: 'assets-owner-finish',
        changes: { rejectStage: body.stage, rejectReason: body.reason, rejectedBy: auth.account.accountId, rejectedAt: now },
      });
    });
    const label = RA_STAGE_MACHINE.moves.find((m) => m.action === REJECT_ACTION[body.stage])?.label ?? '驳回';
    await projectRegistry.recordRiskAssessmentEvent(o.facts.projectCode, auth.account.accountId, `客户${label}：${body.reason}`, now);
    return core.info(auth, body.projectCode);
  }

  // ---- business assets -----------------------------------------------------------------------------------------

  async function businessOptions(auth: RequestContext, query: { projectCode: string; templateCode?: string }) {
    const o = await core.open(auth, query.projectCode);
    if (query.templateCode && query.templateCode !== o.facts.productCode)
      fail(ErrorCode.RA_OPTION_INVALID, `资产模板 ${query.templateCode} 不是该项目购买的产品（${o.facts.productCode}）`);
    const options = await templateOptions(o);
    return {
      templateCode: o.facts.productCode,
      version: o.facts.productVersion,
      options: options.filter((x) => x.attrCode.startsWith('biz_')),
    };
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
    const now = clock.now();
    const row = await repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, 'business');
      let assetCode = body.assetCode;
      if (assetCode) checkEditable((await repo.assets.businessByCodes(o.key, [assetCode]))[0], assetCode);
      await checkName(repo, 'business', o.key, body.name, assetCode);
      const associations = body.associations.filter((x, i, all) => all.findIndex((y) => y.assetCode === x.assetCode) === i);
      if (assetCode && associations.some((x) => x.assetCode === assetCode)) fail(ErrorCode.RA_LINK_INVALID, '业务资产不能关联自身');
      await checkLinks(
        repo,
        'business',
        o.key,
        associations.map((x) => x.assetCode),
        '关联业务',
      );
      const values = {
        name: body.name,
        description: body.description,
        options: body.options,
        importance: body.importance,
        associations: associations.map((x) => ({ assetCode: x.assetCode, type: x.type, degree: x.degree })),
        ownerAccountId: body.ownerAccountId,
        rejectReason: '',
        updatedBy: auth.account.accountId,
        updatedAt: now,
      };
      if (assetCode) await repo.assets.updateBusiness(o.key, assetCode, values);
      else {
        [assetCode] = await reserve(repo, o, 'business', 1);
        await repo.assets.insertBusiness([{ ...o.key, assetCode, ...values, createdBy: auth.account.accountId, createdAt: now }]);
      }
      await recomputeSystems(repo, o, a);
      return (await repo.assets.businessByCodes(o.key, [assetCode]))[0];
    });
    return (await businessRows(repos.repo, o, [row]))[0];
  }

  async function remove(auth: RequestContext, tier: AssetTier, body: { projectCode: string; assetCodes: string[] }) {
    const o = await openExecutor(auth, body.projectCode, tier);
    const codes = [...new Set(body.assetCodes)];
    return repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, tier);
      const found = await repo.assets.briefByCodes(tier, o.key, codes);
      for (const code of codes)
        checkEditable(
          found.find((f) => f.assetCode === code),
          code,
        );
      if (tier === 'business') {
        const carrying = await repo.assets.systemsCarrying(o.key, codes);
        if (carrying.length) fail(ErrorCode.RA_ASSET_IN_USE, `业务资产仍被系统资产承载：${carrying.join('、')}，请先解除关联`);
      }
      if (tier === 'system') {
        const linking = await repo.assets.unitsLinking(o.key, codes);
        if (linking.length) fail(ErrorCode.RA_ASSET_IN_USE, `系统资产仍被单元资产关联：${linking.join('、')}，请先解除关联`);
      }
      const deleted = await repo.assets.remove(tier, o.key, codes);
      if (tier === 'business') {
        await repo.assets.dropAssociations(o.key, codes);
        await recomputeSystems(repo, o, a);
      }
      return { deleted };
    });
  }

  async function businessList(
    auth: RequestContext,
    q: Paging & { projectCode: string; keyword?: string; state?: AssetItemState; ownerAccountId?: string; importance?: number },
  ) {
    const o = await core.open(auth, q.projectCode);
    const { rows, total } = await repos.repo.assets.businessPage(o.key, q, q);
    return pageOut(q, await businessRows(repos.repo, o, rows), total);
  }

  // ---- system assets -----------------------------------------------------------------------------------------------

  async function systemOptions(auth: RequestContext, query: { projectCode: string }) {
    const o = await core.open(auth, query.projectCode);
    const [options, businesses, values] = await Promise.all([
      templateOptions(o),
      repos.repo.assets.allBusinesses(o.key),
      businessMap(repos.repo, o, o.assessment),
    ]);
    return {
      options: options.filter((x) => !x.attrCode.startsWith('biz_')),
      businesses: businesses.map((b) => ({
        assetCode: b.assetCode,
        name: b.name,
        importanceAdjusted: values.get(b.assetCode)?.adjusted ?? b.importance,
      })),
    };
  }

  async function systemSave(auth: RequestContext, body: SystemBody): Promise<SystemAssetRow> {
    const o = await openExecutor(auth, body.projectCode, 'system');
    const [options, owners] = await Promise.all([templateOptions(o), activeOwners(o)]);
    checkOption(options, 'systemType', [body.systemType]);
    if (body.carryTypes.length) checkOption(options, 'carryType', body.carryTypes);
    checkOwner(body.ownerAccountId, owners);
    const now = clock.now();
    const row = await repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, 'system');
      let assetCode = body.assetCode;
      if (assetCode) checkEditable((await repo.assets.systemByCodes(o.key, [assetCode]))[0], assetCode);
      await checkName(repo, 'system', o.key, body.name, assetCode);
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
      const value = systemValue(core.config(a), asset, await businessMap(repo, o, a)).value;
      const values = { ...asset, value, rejectReason: '', updatedBy: auth.account.accountId, updatedAt: now };
      if (assetCode) await repo.assets.updateSystem(o.key, assetCode, values);
      else {
        [assetCode] = await reserve(repo, o, 'system', 1);
        await repo.assets.insertSystem([{ ...o.key, assetCode, ...values, createdBy: auth.account.accountId, createdAt: now }]);
      }
      return (await repo.assets.systemByCodes(o.key, [assetCode]))[0];
    });
    return (await systemRows(repos.repo, o, [row]))[0];
  }

  async function systemList(
    auth: RequestContext,
    q: Paging & {
      projectCode: string;
      keyword?: string;
      state?: AssetItemState;
      ownerAccountId?: string;
      importance?: number;
      category?: AssetCategory;
      businessCode?: string;
    },
  ) {
    const o = await core.open(auth, q.projectCode);
    const { rows, total } = await repos.repo.assets.systemPage(o.key, q, q);
    return pageOut(q, await systemRows(repos.repo, o, rows), total);
  }

  // ---- unit assets -----------------------------------------------------------------------------------------------

  async function unitBusinessWithSystem(auth: RequestContext, query: { projectCode: string }) {
    const o = await core.open(auth, query.projectCode);
    const [businesses, systems] = await Promise.all([repos.repo.assets.allBusinesses(o.key), repos.repo.assets.allSystems(o.key)]);
    const brief = (s: RaSystemAssetRow) => ({ assetCode: s.assetCode, name: s.name, value: s.value });
    const known = new Set(businesses.map((b) => b.assetCode));
    return {
      businesses: businesses.map((b) => ({
        assetCode: b.assetCode,
        name: b.name,
        systems: systems.filter((s) => s.businessCodes.includes(b.assetCode)).map(brief),
      })),
      unlinked: systems.filter((s) => !s.businessCodes.some((c) => known.has(c))).map(brief),
    };
  }

  async function unitModuleList(auth: RequestContext, query: { projectCode: string }) {
    const o = await core.open(auth, query.projectCode);
    const counts = await repos.repo.assets.unitTypeCounts(o.key);
    return UnitAssetType.values.map((unitType) => ({
      unitType,
      label: UnitAssetType.label(unitType),
      category: ASSET_CATEGORY_OF_UNIT[unitType],
      subTypes: [...UNIT_SUBTYPES[unitType]],
      count: Number(counts.find((c) => c.unitType === unitType)?.n ?? 0),
    }));
  }

  async function unitSave(auth: RequestContext, body: UnitBody): Promise<UnitAssetRow> {
    const o = await openExecutor(auth, body.projectCode, 'unit');
    const owners = await activeOwners(o);
    if (body.subType && !UNIT_SUBTYPES[body.unitType].includes(body.subType))
      fail(ErrorCode.RA_OPTION_INVALID, `“${body.subType}”不是${UnitAssetType.label(body.unitType)}的子类`);
    checkOwner(body.ownerAccountId, owners);
    const now = clock.now();
    const row = await repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, 'unit');
      let assetCode = body.assetCode;
      if (assetCode) checkEditable((await repo.assets.unitByCodes(o.key, [assetCode]))[0], assetCode);
      await checkName(repo, 'unit', o.key, body.name, assetCode);
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
      const values = { ...asset, value: unitValue(core.config(a), asset).value, rejectReason: '', updatedBy: auth.account.accountId, updatedAt: now };
      if (assetCode) await repo.assets.updateUnit(o.key, assetCode, values);
      else {
        [assetCode] = await reserve(repo, o, 'unit', 1);
        await repo.assets.insertUnit([{ ...o.key, assetCode, ...values, createdBy: auth.account.accountId, createdAt: now }]);
      }
      return (await repo.assets.unitByCodes(o.key, [assetCode]))[0];
    });
    return (await unitRows(repos.repo, o, [row]))[0];
  }

  async function unitList(
    auth: RequestContext,
    q: Paging & {
      projectCode: string;
      keyword?: string;
      state?: AssetItemState;
      ownerAccountId?: string;
      importance?: number;
      category?: AssetCategory;
      unitType?: (typeof UnitAssetType.values)[number];
      systemCode?: string;
    },
  ) {
    const o = await core.open(auth, q.projectCode);
    const { rows, total } = await repos.repo.assets.unitPage(o.key, q, q);
    return pageOut(q, await unitRows(repos.repo, o, rows), total);
  }

  async function unitListByCategory(
    auth: RequestContext,
    q: Paging & { projectCode: string; category?: AssetCategory; importance?: number; keyword?: string },
  ) {
    const o = await core.open(auth, q.projectCode);
    const [counts, { rows, total }] = await Promise.all([
      repos.repo.assets.categoryCounts(o.key, q),
      repos.repo.assets.anyPage(o.key, ['system', 'unit'], q, q),
    ]);
    const sum = (f: (c: (typeof counts)[number]) => boolean) => counts.filter(f).reduce((n, c) => n + c.n, 0);
    const levelLabel = ['', '很低', '低', '中', '高', '很高'];
    return {
      categories: AssetCategory.values.map((category) => ({
        category,
        label: AssetCategory.label(category),
        count: sum((c) => c.category === category && (!q.importance || c.value === q.importance)),
      })),
      importance: [5, 4, 3, 2, 1].map((level) => ({
        level,
        label: levelLabel[level],
        count: sum((c) => c.value === level && (!q.category || c.category === q.category)),
      })),
      page: pageOut(q, await anyRows(repos.repo, o, rows), total),
    };
  }

  async function assetList(
    auth: RequestContext,
    q: Paging & {
      projectCode: string;
      keyword?: string;
      state?: AssetItemState;
      ownerAccountId?: string;
      importance?: number;
      tier?: AssetTier;
      category?: AssetCategory;
    },
  ) {
    const o = await core.open(auth, q.projectCode);
    const { rows, total } = await repos.repo.assets.anyPage(o.key, q.tier ? [q.tier] : ['business', 'system', 'unit'], q, q);
    return pageOut(q, await anyRows(repos.repo, o, rows), total);
  }

  // ---- owners -------------------------------------------------------------------------------------------------------

  async function ownerList(
    auth: RequestContext,
    q: Paging & { projectCode: string; keyword?: string; state?: AssetItemState; importance?: number; tier?: AssetTier },
  ) {
    const o = await core.open(auth, q.projectCode);
    core.requireCustomer(o);
    const { rows, total } = await repos.repo.assets.anyPage(
      o.key,
      q.tier ? [q.tier] : ['business', 'system', 'unit'],
      { ...q, ownerAccountId: auth.account.accountId },
      q,
    );
    return pageOut(q, await anyRows(repos.repo, o, rows), total);
  }

  function requireOwnerRole(auth: RequestContext, action: 'submit' | 'reject') {
    const from = action === 'submit' ? 'inhand' : 'submitted';
    const refusal = ASSET_ITEM_MACHINE.refusal(from, action, auth.userInfo);
    if (refusal) fail(ErrorCode.RA_NOT_ASSET_OWNER, refusal);
  }

  async function ownerUpdate(
    auth: RequestContext,
    body: {
      projectCode: string;
      tier: AssetTier;
      assetCode: string;
      importance?: number;
      confidentiality?: number;
      integrity?: number;
      availability?: number;
      description?: string;
    },
  ): Promise<AssetRow> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      if (a.status !== 'combing') fail(ErrorCode.RA_STATUS_MOVE_REFUSED, '资产梳理已结束，不能再修改资产');
      const [found] = await repo.assets.briefByCodes(body.tier, o.key, [body.assetCode]);
      if (!found) fail(ErrorCode.RA_ASSET_NOT_FOUND);
      if (found.ownerAccountId !== auth.account.accountId) fail(ErrorCode.RA_NOT_ASSET_OWNER);
      if (found.state !== 'inhand') fail(ErrorCode.RA_ASSET_LOCKED);
      const common = {
        ...(body.description !== undefined ? { description: body.description } : {}),
        updatedBy: auth.account.accountId,
        updatedAt: now,
      };
      if (body.tier === 'business') {
        await repo.assets.updateBusiness(o.key, body.assetCode, { ...common, ...(body.importance ? { importance: body.importance } : {}) });
        await recomputeSystems(repo, o, a);
        return;
      }
      const cia = {
        ...(body.confidentiality ? { confidentiality: body.confidentiality } : {}),
        ...(body.integrity ? { integrity: body.integrity } : {}),
        ...(body.availability ? { availability: body.availability } : {}),
      };
      if (body.tier === 'system') {
        const [s] = await repo.assets.systemByCodes(o.key, [body.assetCode]);
        const next = { ...s, ...cia };
        await repo.assets.updateSystem(o.key, body.assetCode, {
          ...common,
          ...cia,
          value: systemValue(core.config(a), next, await businessMap(repo, o, a)).value,
        });
      } else {
        const [u] = await repo.assets.unitByCodes(o.key, [body.assetCode]);
        await repo.assets.updateUnit(o.key, body.assetCode, { ...common, ...cia, value: unitValue(core.config(a), { ...u, ...cia }).value });
      }
    });
    const { rows } = await repos.repo.assets.anyPage(o.key, [body.tier], { keyword: body.assetCode }, { current: 1, pageSize: 5 });
    return (
      await anyRows(
        repos.repo,
        o,
        rows.filter((r) => r.assetCode === body.assetCode),
      )
    )[0];
  }

  async function ownerSubmit(auth: RequestContext, body: { projectCode: string; assetCodes?: string[] }): Promise<AssessmentInfo> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    requireOwnerRole(auth, 'submit');
    const me = auth.account.accountId;
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      if (a.status !== 'combing') fail(ErrorCode.RA_STATUS_MOVE_REFUSED, `资产评估当前为“${AssetAssessStatus.label(a.status)}”，不能提交资产`);
      if (!a.combingFinished) fail(ErrorCode.RA_COMBING_NOT_FINISHED);
      let byTier: Partial<Record<AssetTier, string[]>> | null = null;
      if (body.assetCodes) {
        const found = await repo.assets.findAnyTier(o.key, body.assetCodes);
        byTier = {};
        for (const code of new Set(body.assetCodes)) {
          const f = found.find((x) => x.assetCode === code);
          if (!f) fail(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${code} 不存在，或不属于该项目`);
          if (f!.ownerAccountId !== me) fail(ErrorCode.RA_NOT_ASSET_OWNER);
          if (f!.state !== 'inhand') fail(ErrorCode.RA_ASSET_LOCKED, `资产 ${code} 已提交或已冻结`);
          (byTier[f!.tier] ??= []).push(code);
        }
      }
      let moved = 0;
      for (const tier of ['business', 'system', 'unit'] as const) {
        if (byTier && !byTier[tier]) continue;
        moved += (await repo.assets.moveItems(tier, o.key, { from: 'inhand', to: 'submitted', codes: byTier?.[tier], ownerAccountId: me, at: now }))
          .length;
      }
      if (moved === 0) fail(ErrorCode.RA_NOTHING_TO_SUBMIT);
      if ((await repo.assets.countInState(o.key, 'inhand')) === 0) await core.moveStatus(repo, o, auth, 'ASSETS_OWNER_SUBMIT');
    });
    return core.info(auth, body.projectCode);
  }

  async function ownerReject(auth: RequestContext, body: { projectCode: string; assetCodes: string[]; reason: string }): Promise<AssessmentInfo> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    requireOwnerRole(auth, 'reject');
    if (!body.reason.trim()) fail(ErrorCode.RA_REJECT_REASON_REQUIRED);
    const me = auth.account.accountId;
    const lead = core.isOwnerLead(o, auth);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      if (a.status !== 'combing' && a.status !== 'assets-owner-submit')
        fail(ErrorCode.RA_STATUS_MOVE_REFUSED, `资产评估当前为“${AssetAssessStatus.label(a.status)}”，不能驳回资产`);
      const found = await repo.assets.findAnyTier(o.key, body.assetCodes);
      const byTier: Partial<Record<AssetTier, string[]>> = {};
      for (const code of new Set(body.assetCodes)) {
        const f = found.find((x) => x.assetCode === code);
        if (!f) fail(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${code} 不存在，或不属于该项目`);
        if (f!.ownerAccountId !== me && !lead) fail(ErrorCode.RA_NOT_ASSET_OWNER);
        if (f!.state === 'freeze') fail(ErrorCode.RA_ASSET_LOCKED);
        (byTier[f!.tier] ??= []).push(code);
      }
      for (const [tier, codes] of Object.entries(byTier) as [AssetTier, string[]][]) {
        await repo.assets.moveItems(tier, o.key, { from: 'submitted', to: 'inhand', codes, rejectReason: body.reason, at: now });
        await repo.assets.moveItems(tier, o.key, { from: 'inhand', to: 'inhand', codes, rejectReason: body.reason, at: now });
      }
      const changes = { combingFinished: false, ownerRejectReason: body.reason, ownerRejectedBy: me, ownerRejectedAt: now };
      if (a.status === 'assets-owner-submit') await core.moveStatus(repo, o, auth, 'COMBING', { reason: body.reason, changes });
      else {
        await repo.assessments.update(o.key, { ...changes, updatedAt: now });
        await repo.assessments.addEvent(o.key, {
          action: 'ownerReject',
          label: '责任人驳回资产',
          stage: a.stage,
          status: a.status,
          actorAccountId: me,
          reason: body.reason,
          at: now,
        });
      }
    });
    await projectRegistry.recordRiskAssessmentEvent(o.facts.projectCode, me, `责任人驳回资产：${body.reason}`, now);
    return core.info(auth, body.projectCode);
  }

  async function ownerComplete(auth: RequestContext, body: { projectCode: string }): Promise<AssessmentInfo> {
    const o = await core.open(auth, body.projectCode);
    core.requireCustomer(o);
    if (!core.isOwnerLead(o, auth)) fail(ErrorCode.RA_OWNER_LEAD_ONLY);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
      const statusRefusal = RA_STATUS_MACHINE.refusal(a.status, 'ASSETS_OWNER_FINISH', auth.userInfo);
      if (statusRefusal) fail(ErrorCode.RA_STATUS_MOVE_REFUSED, statusRefusal);
      const stageRefusal = RA_STAGE_MACHINE.refusal(a.stage, 'ownerComplete', auth.userInfo);
      if (stageRefusal) fail(ErrorCode.RA_STAGE_MOVE_REFUSED, stageRefusal);
      if ((await repo.assets.countNotInState(o.key, 'submitted')) > 0) fail(ErrorCode.RA_NOT_ALL_SUBMITTED);
      const stage = RA_STAGE_MACHINE.assertMove(a.stage, 'ownerComplete', auth.userInfo);
      await core.moveStatus(repo, o, auth, 'ASSETS_OWNER_FINISH', { stage });
      for (const tier of ['business', 'system', 'unit'] as const)
        await repo.assets.moveItems(tier, o.key, { from: 'submitted', to: 'freeze', at: now });
    });
    await projectRegistry.recordRiskAssessmentEvent(o.facts.projectCode, auth.account.accountId, '客户责任人确认资产清单，进入威胁识别', now);
    return core.info(auth, body.projectCode);
  }

  async function ownerDetailList(auth: RequestContext, query: { projectCode: string }): Promise<OwnerProgress[]> {
    const o = await core.open(auth, query.projectCode);
    const [rows, active] = await Promise.all([repos.repo.assets.ownerProgress(o.key), activeOwners(o)]);
    // Active owners without assets yet are listed too (zero counts), after those with assets.
    const idle = active.filter((id) => !rows.some((r) => r.accountId === id)).sort();
    const all = [...rows, ...idle.map((accountId) => ({ accountId, total: 0, inhand: 0, submitted: 0, freeze: 0, rejected: 0 }))];
    const name = await namesOf(all.map((r) => r.accountId));
    return all.map((r) => ({ ...r, showName: name(r.accountId), lastUrgeAt: null }));
  }

  // ---- Excel --------------------------------------------------------------------------------------------------------

  async function sheetContext(o: Opened): Promise<SheetContext> {
    const [options, owners, businesses, systems] = await Promise.all([
      templateOptions(o),
      ownerContext(o),
      repos.repo.assets.names('business', o.key),
      repos.repo.assets.names('system', o.key),
    ]);
    return { options, owners, businesses, systems };
  }

  async function exportTier(auth: RequestContext, query: { projectCode: string; tier: AssetTier; template?: 'true' | 'false' }) {
    const o = await core.open(auth, query.projectCode);
    const ctx = await sheetContext(o);
    const template = query.template === 'true';
    const repo = repos.repo;
    const rows = template
      ? []
      : query.tier === 'business'
        ? await repo.assets.businessPage(o.key, {}, { current: 1, pageSize: RA_LIMITS.businessAssets }).then((p) => p.rows)
        : query.tier === 'system'
          ? await repo.assets.systemPage(o.key, {}, { current: 1, pageSize: RA_LIMITS.systemAssets }).then((p) => p.rows)
          : await repo.assets.unitPage(o.key, {}, { current: 1, pageSize: RA_LIMITS.unitAssets }).then((p) => p.rows);
    const body = await assetWorkbook(query.tier, ctx, rows as never[]);
    const title = { business: '业务资产', system: '系统资产', unit: '单元资产' }[query.tier];
    return { fileName: `${o.facts.projectCode}-${title}${template ? '导入模板' : ''}.xlsx`, body };
  }

  async function importTier(
    auth: RequestContext,
    body: { projectCode: string; tier: AssetTier },
    file: UploadedFile | undefined,
  ): Promise<ImportResult> {
    const o = await openExecutor(auth, body.projectCode, body.tier);
    if (!file) fail(ErrorCode.RA_IMPORT_UNREADABLE, '请选择要导入的 Excel 文件（file）');
    const table = await readSheet(file!.data).catch(() => fail(ErrorCode.RA_IMPORT_UNREADABLE));
    const ctx = await sheetContext(o);
    const parsed = parseSheet(body.tier, ctx, table);
    if (parsed.errors.length) return { ok: false, created: 0, updated: 0, errors: parsed.errors };
    const now = clock.now();
    const me = auth.account.accountId;
    return repos.transaction(async (repo) => {
      const a = await lockTier(repo, o, body.tier);
      const existing = await repo.assets.byNames(
        body.tier,
        o.key,
        parsed.rows.map((r) => r.name),
      );
      const errors = parsed.rows
        .filter((r) => existing.some((e) => e.name === r.name && e.state !== 'inhand'))
        .map((r) => ({ row: r.row, column: '资产名称', message: `“${r.name}”已提交责任人或已冻结，不能修改` }));
      if (errors.length) return { ok: false, created: 0, updated: 0, errors };
      const fresh = parsed.rows.filter((r) => !existing.some((e) => e.name === r.name));
      const newCodes = fresh.length ? await reserve(repo, o, body.tier, fresh.length) : [];
      const codeOfName = new Map<string, string>([
        ...existing.map((e) => [e.name, e.assetCode] as const),
        ...fresh.map((r, i) => [r.name, newCodes[i]] as const),
      ]);
      const stamp = { updatedBy: me, updatedAt: now, rejectReason: '' };
      const created = { createdBy: me, createdAt: now };
      const config = core.config(a);
      if (body.tier === 'business') {
        const allNames = new Map([...ctx.businesses.map((b) => [b.name, b.assetCode] as const), ...codeOfName]);
        const values = (r: ParsedBusiness) => ({
          name: r.name,
          description: r.description,
          importance: r.importance,
          options: r.options,
          associations: r.associations.map((x) => ({ assetCode: allNames.get(x.name)!, type: '', degree: x.degree })),
          ownerAccountId: r.ownerAccountId,
          ...stamp,
        });
        for (const r of parsed.rows as ParsedBusiness[]) {
          const code = codeOfName.get(r.name)!;
          if (existing.some((e) => e.name === r.name)) await repo.assets.updateBusiness(o.key, code, values(r));
        }
        await repo.assets.insertBusiness(
          (fresh as ParsedBusiness[]).map((r) => ({ ...o.key, assetCode: codeOfName.get(r.name)!, ...values(r), ...created })),
        );
        await recomputeSystems(repo, o, a);
      } else if (body.tier === 'system') {
        const businesses: Map<string, BusinessValue> = await businessMap(repo, o, a);
        const values = (r: ParsedSystem) => {
          const { row: _row, ...asset } = r;
          return { ...asset, value: systemValue(config, asset, businesses).value, ...stamp };
        };
        for (const r of parsed.rows as ParsedSystem[])
          if (existing.some((e) => e.name === r.name)) await repo.assets.updateSystem(o.key, codeOfName.get(r.name)!, values(r));
        for (let i = 0; i < fresh.length; i += RA_LIMITS.batch)
          await repo.assets.insertSystem(
            (fresh.slice(i, i + RA_LIMITS.batch) as ParsedSystem[]).map((r) => ({
              ...o.key,
              assetCode: codeOfName.get(r.name)!,
              ...values(r),
              ...created,
            })),
          );
      } else {
        const values = (r: ParsedUnit) => {
          const { row: _row, ...asset } = r;
          return { ...asset, value: unitValue(config, asset).value, ...stamp };
        };
        for (const r of parsed.rows as ParsedUnit[])
          if (existing.some((e) => e.name === r.name)) await repo.assets.updateUnit(o.key, codeOfName.get(r.name)!, values(r));
        for (let i = 0; i < fresh.length; i += RA_LIMITS.batch)
          await repo.assets.insertUnit(
            (fresh.slice(i, i + RA_LIMITS.batch) as ParsedUnit[]).map((r) => ({
              ...o.key,
              assetCode: codeOfName.get(r.name)!,
              ...values(r),
              ...created,
            })),
          );
      }
      return { ok: true, created: fresh.length, updated: parsed.rows.length - fresh.length, errors: [] };
    });
  }

  return {
    assetsFinish,
    consumerComplete,
    stageReject,
    businessOptions,
    businessSave,
    businessDelete: (auth: RequestContext, body: { projectCode: string; assetCodes: string[] }) => remove(auth, 'business', body),
    businessList,
    systemOptions,
    systemSave,
    systemDelete: (auth: RequestContext, body: { projectCode: string; assetCodes: string[] }) => remove(auth, 'system', body),
    systemList,
    unitBusinessWithSystem,
    unitModuleList,
    unitList,
    unitListByCategory,
    unitDelete: (auth: RequestContext, body: { projectCode: string; assetCodes: string[] }) => remove(auth, 'unit', body),
    unitSave,
    assetList,
    importTier,
    exportTier,
    ownerList,
    ownerUpdate,
    ownerSubmit,
    ownerReject,
    ownerComplete,
    ownerDetailList,
  };
}

export type AssetService = ReturnType<typeof createAssetService>;
