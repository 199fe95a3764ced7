/**
 * What the parts of the customer side (asset*Service.ts) share: the reads of other modules
 * (product template, active owners, names), the executors' and owners' guards, the lock of the
 * assessment row that opens every write, code reservation and the business values every system
 * asset's value depends on. The rows as the contracts show them are ./assetRows.ts.
 */
import type { BusinessOption } from '../../../../domain/products/contracts';
import { AssetOptionCode, type AssetItemState, type AssetTier } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import { mayIdentifyAssets, RA_LIMITS, tierEditRefusal } from '../../../../domain/riskAssessment/rules';
import { businessValues, systemValue } from '../../../../domain/riskAssessment/compute';
import { optionItems } from '../../../../domain/riskAssessment/sheets';
import type { RaAssessmentRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { AssessmentKey } from '../assessmentRepository';
import type { Paging } from './repository';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import type { RiskAssessmentRepository } from '../repository';
import type { KindStageKey } from '../../projects/facts';

export const ALL_TIERS = ['business', 'system', 'unit'] as const satisfies readonly AssetTier[];
const PREFIX: Readonly<Record<AssetTier, string>> = { business: 'BA', system: 'SA', unit: 'UA' };
const codeOf = (tier: AssetTier, n: number) => `${PREFIX[tier]}${String(n).padStart(4, '0')}`;
export const TIER_MAX: Readonly<Record<AssetTier, number>> = {
  business: RA_LIMITS.businessAssets,
  system: RA_LIMITS.systemAssets,
  unit: RA_LIMITS.unitAssets,
};
export const TIER_LABEL: Readonly<Record<AssetTier, string>> = { business: '业务资产', system: '系统资产', unit: '单元资产' };
export const iso = (d: Date) => d.toISOString();
export const fail = (code: ConstructorParameters<typeof BusinessError>[0], message?: string): never => {
  throw new BusinessError(code, message);
};
export const pageOut = <T>(p: Paging, list: T[], total: number) => ({ list, total, current: p.current, pageSize: p.pageSize });

export function createAssetKit(deps: RiskAssessmentDeps, core: RiskAssessmentCore) {
  const { products, personnelAdmin, accountDirectory, projectRegistry } = deps;

  // ---- reads of other modules (before a transaction) ------------------------------------------------------

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

  // ---- guards -----------------------------------------------------------------------------------------------

  /** The project opened for a writing customer member (the project still open). */
  async function openCustomer(auth: RequestContext, projectCode: string): Promise<Opened> {
    const o = await core.open(auth, projectCode);
    core.requireCustomer(o);
    return o;
  }
  /** Inside a transaction: the assessment row locked (the rules are checked again on it). */
  const locked = async (repo: RiskAssessmentRepository, o: Opened): Promise<RaAssessmentRow> =>
    (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
  /** A timeline line of the project, recorded after the commit; with the stage reached, the project's progress moves with it. */
  const recordEvent = (o: Opened, auth: RequestContext, text: string, at: Date, stage?: KindStageKey<'riskAssessment'>) =>
    projectRegistry.recordKindEvent('riskAssessment', o.facts.projectCode, auth.account.accountId, text, at, { stage });

  /** The executors' refusal for a tier (RA_TIER_CLOSED with the rule's message). */
  function checkTier(a: Pick<RaAssessmentRow, 'stage' | 'status' | 'combingFinished'>, tier: AssetTier) {
    const refusal = tierEditRefusal(a, tier);
    if (refusal) fail(ErrorCode.RA_TIER_CLOSED, refusal);
  }
  async function lockTier(repo: RiskAssessmentRepository, o: Opened, tier: AssetTier): Promise<RaAssessmentRow> {
    const a = await locked(repo, o);
    checkTier(a, tier);
    return a;
  }
  /** The project opened for a customer member who identifies assets (domain mayIdentifyAssets: the executors and the PM). */
  async function openIdentifier(auth: RequestContext, projectCode: string): Promise<Opened> {
    const o = await openCustomer(auth, projectCode);
    if (!mayIdentifyAssets(auth.userInfo)) fail(ErrorCode.RA_IDENTIFIER_ONLY);
    return o;
  }
  async function openExecutor(auth: RequestContext, projectCode: string, tier: AssetTier) {
    const o = await openIdentifier(auth, projectCode);
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
    if (same && same.assetCode !== assetCode) fail(ErrorCode.RA_ASSET_NAME_TAKEN, `本项目已有名为“${name}”的${TIER_LABEL[tier]}`);
  }
  async function checkLinks(repo: RiskAssessmentRepository, tier: 'business' | 'system', k: AssessmentKey, codes: readonly string[], what: string) {
    const unique = [...new Set(codes)];
    const found = await repo.assets.briefByCodes(tier, k, unique);
    const missing = unique.filter((c) => !found.some((f) => f.assetCode === c));
    if (missing.length) fail(ErrorCode.RA_LINK_INVALID, `${what} ${missing.join('、')} 不存在或不是本项目的${TIER_LABEL[tier]}`);
  }
  function checkOption(options: readonly BusinessOption[], attrCode: string, values: readonly string[]) {
    const label = AssetOptionCode.values.includes(attrCode as never) ? AssetOptionCode.label(attrCode as never) : attrCode;
    if (!options.some((x) => x.attrCode === attrCode)) fail(ErrorCode.RA_OPTION_INVALID, `资产模板没有“${label}”字典`);
    const items = optionItems(options, attrCode);
    const bad = values.filter((v) => !items.some((i) => i.value === v));
    if (bad.length) fail(ErrorCode.RA_OPTION_INVALID, `“${label}”的选项 ${bad.join('、')} 不在资产模板的字典中`);
  }

  // ---- writes' helpers (inside the transaction) ----------------------------------------------------------------

  async function reserve(repo: RiskAssessmentRepository, o: Opened, tier: AssetTier, n: number): Promise<string[]> {
    if ((await repo.assets.countOf(tier, o.key)) + n > TIER_MAX[tier]) fail(ErrorCode.RA_ASSET_LIMIT, `${TIER_LABEL[tier]}最多 ${TIER_MAX[tier]} 项`);
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

  return {
    templateOptions,
    activeOwners,
    namesOf,
    ownerContext,
    openCustomer,
    locked,
    recordEvent,
    lockTier,
    openExecutor,
    openIdentifier,
    checkOwner,
    checkEditable,
    checkName,
    checkLinks,
    checkOption,
    reserve,
    businessMap,
    recomputeSystems,
  };
}

export type AssetKit = ReturnType<typeof createAssetKit>;
