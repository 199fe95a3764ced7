/**
 * A small in-memory fake of the risk-assessment calls for the /assetAssess page tests (the server
 * and the mock are built elsewhere from the same contracts): one assessment whose stage, status
 * and rows a test sets, the caller's part from their roles as the server decides it.
 */
import type {
  AssessmentInfo,
  AssetRow,
  BusinessAssetRow,
  ImportResult,
  OwnerProgress,
  RiskRow,
  SystemAssetRow,
  UnitAssetRow,
} from '@domain/riskAssessment/contracts';
import type { AssetAssessStatus, AssetStage } from '@domain/enums';
import { DEFAULT_ASSET_OPTIONS } from '@domain/products/rules';
import { REJECT_VARIANT, type RejectableStage } from '@domain/riskAssessment/rules';
import type { FakeRequest, FakeResponse } from '../umiFake';
import { failure, ok } from '../fixtures';

const T = '/consulting/assets';
export const PROJECT = 'PJ20261015RA0006';
const NOW = '2026-11-24T03:00:00.000Z';

export interface FakeState {
  stage: AssetStage;
  status: AssetAssessStatus;
  combingFinished: boolean;
  problems: string[];
  reject: AssessmentInfo['reject'];
  ownerReject: AssessmentInfo['ownerReject'];
  businesses: BusinessAssetRow[];
  systems: SystemAssetRow[];
  units: UnitAssetRow[];
  mine: AssetRow[];
  importResult: ImportResult;
  /** Writes the server refuses, by path (after T), with its message. */
  refuse: Record<string, string>;
  /** Bodies the page sent, by path (after T). */
  posts: { path: string; body: Record<string, unknown> }[];
}

/** What every asset row has: in hand, owned by 客户责任人. */
const assetBase = (code: string, name: string) => ({
  assetCode: code,
  projectCode: PROJECT,
  name,
  description: '',
  ownerAccountId: 'A-22',
  ownerName: '客户责任人',
  state: 'inhand' as const,
  rejectReason: '',
  updatedAt: NOW,
});

export const business = (code: string, name: string, extra: Partial<BusinessAssetRow> = {}): BusinessAssetRow => ({
  ...assetBase(code, name),
  options: { biz_func: '1' },
  importance: 4,
  importanceAdjusted: 5,
  importanceLines: ['业务重要性：本业务 4（高），与重要性为 5（很高）的业务紧密关联，调整为 5（很高）'],
  associations: [],
  systemCount: 1,
  ...extra,
});

export const systemAsset = (code: string, name: string, extra: Partial<SystemAssetRow> = {}): SystemAssetRow => ({
  ...assetBase(code, name),
  category: 'software',
  systemType: '1',
  carryTypes: [],
  carryLevel: 4,
  systemRelated: null,
  confidentiality: 4,
  integrity: 4,
  availability: 3,
  businessCodes: ['BA0001'],
  businessNames: ['在线交易业务'],
  value: 4,
  valueLines: ['系统资产价值：C/I/A 4/4/3，承载重要性 5（很高）的业务'],
  assessState: 'waitforassess',
  unitCount: 0,
  ...extra,
});

export const unitAsset = (code: string, name: string, extra: Partial<UnitAssetRow> = {}): UnitAssetRow => ({
  ...assetBase(code, name),
  unitType: 'systemUnit',
  subType: '网络设备',
  category: 'hardware',
  confidentiality: 3,
  integrity: 3,
  availability: 4,
  systemCodes: ['SA0001'],
  systemNames: ['核心交易系统'],
  value: 3,
  valueLines: [],
  assessState: 'waitforassess',
  ...extra,
});

export const ownedAsset = (code: string, name: string, extra: Partial<AssetRow> = {}): AssetRow => ({
  ...assetBase(code, name),
  tier: 'system',
  category: 'software',
  value: 4,
  assessState: 'waitforassess',
  ...extra,
});

export function fakeState(extra: Partial<FakeState> = {}): FakeState {
  return {
    stage: 'business',
    status: 'combing',
    combingFinished: false,
    problems: [],
    reject: null,
    ownerReject: null,
    businesses: [business('BA0001', '在线交易业务')],
    systems: [],
    units: [],
    mine: [],
    importResult: { ok: true, created: 2, updated: 0, errors: [] },
    posts: [],
    refuse: {},
    ...extra,
  };
}

const ROLES: Record<string, string[]> = {
  'A-21': ['consumer-pm'],
  'A-22': ['consumer-owner'],
  'A-23': ['consumer-executor'],
  'A-41': ['consumer-pm', 'consumer-owner'],
};

function info(state: FakeState, me: string): AssessmentInfo {
  const roles = ROLES[me] ?? [];
  const execute = roles.includes('consumer-executor');
  const customerLead = roles.includes('consumer-pm') || roles.includes('consumer-owner');
  const stageActions: AssessmentInfo['stageActions'] = [];
  if (execute && state.status === 'combing' && !state.combingFinished) {
    if (state.stage === 'business') stageActions.push('finishBusiness');
    if (state.stage === 'system') stageActions.push('finishSystem');
  }
  if (customerLead && state.status === 'assess-confirm')
    stageActions.push('rejectAssess', 'rejectControl', 'rejectRisk', 'rejectRemnant', 'consumerComplete');
  return {
    projectCode: PROJECT,
    projectName: '数据中心基础设施',
    productName: '信息安全风险评估',
    templateCode: 'PD20261001RA01',
    level: null,
    customerName: '示例科技有限公司',
    consultantName: '渠道执行顾问',
    stage: state.stage,
    status: state.status,
    method: 'matrix',
    configId: 'gbt20984-default',
    configVersion: '1.0.0',
    combingFinished: state.combingFinished,
    reject: state.reject,
    ownerReject: state.ownerReject,
    counts: {
      business: state.businesses.length,
      system: state.systems.length,
      unit: state.units.length,
      inhand: 0,
      submitted: 0,
      freeze: 0,
      withoutOwner: 0,
      systemWithoutBusiness: 0,
      threats: 0,
      vulnerabilities: 0,
      controls: 0,
      systemUnassessed: 0,
      risks: 0,
      mustTreat: 0,
      mustTreatUntreated: 0,
      residualOpen: 0,
    },
    problems: state.problems,
    stageActions,
    permissions: { execute, own: roles.includes('consumer-owner'), ownerLead: me === 'A-41', customerLead, consult: false },
    owners: [
      { accountId: 'A-22', showName: '客户责任人' },
      { accountId: 'A-41', showName: '客户项目经理兼责任人' },
    ],
    computedAt: null,
    completedAt: null,
    history: [],
  };
}

const page = <R>(list: R[], query: Record<string, unknown>) => {
  const current = Number(query.current ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  return { list: list.slice((current - 1) * pageSize, current * pageSize), total: list.length, current, pageSize };
};

const progress: OwnerProgress[] = [
  { accountId: 'A-22', showName: '客户责任人', total: 3, inhand: 2, submitted: 1, freeze: 0, rejected: 0, lastUrgeAt: null },
];

const highRisk = {
  riskCode: 'VU0001~TH0001',
  rank: 1,
  assetName: '核心交换机',
  threatName: '拒绝服务攻击',
  vulnName: '未启用限流',
  level: 4,
  acceptance: 'mustTreat',
  treatment: null,
  residual: null,
} as RiskRow;

/** Answers a risk-assessment call (and the urge notices) from the state, or undefined for any other call. */
export function answerRiskAssessment(state: FakeState, request: FakeRequest, me: string): FakeResponse | undefined {
  const query = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.data ?? {}) as Record<string, unknown>;
  const key = `${request.method} ${request.url.startsWith(T) ? request.url.slice(T.length) : request.url}`;
  if (request.method === 'POST' && request.url.startsWith(T))
    state.posts.push({ path: key.slice(5), body: body instanceof FormData ? Object.fromEntries(body.entries()) : body });
  const refusal = state.refuse[key.slice(5)];
  if (request.method === 'POST' && refusal) return failure('20011', refusal);
  switch (key) {
    case 'GET /owner/status':
      return ok(info(state, me));
    case 'POST /assets/finish':
      if (state.stage === 'business') state.stage = 'system';
      else if (state.stage === 'system') state.stage = 'unit';
      else state.combingFinished = true;
      return ok(info(state, me));
    case 'GET /businessAssets/options':
      return ok({ templateCode: 'PD20261001RA01', version: 1, options: DEFAULT_ASSET_OPTIONS.filter((o) => o.attrCode.startsWith('biz_')) });
    case 'GET /systemAssets/options':
      return ok({
        options: DEFAULT_ASSET_OPTIONS.filter((o) => !o.attrCode.startsWith('biz_')),
        businesses: state.businesses.map((b) => ({ assetCode: b.assetCode, name: b.name, importanceAdjusted: b.importanceAdjusted })),
      });
    case 'GET /businessAssets/list':
      return ok(page(state.businesses, query));
    case 'GET /systemAssets/list':
      return ok(page(state.systems, query));
    case 'GET /unitAssets/list':
      return ok(page(state.units, query));
    case 'POST /businessAssets/addOrUpdate': {
      const row = business(`BA000${state.businesses.length + 1}`, String(body.name), { importance: Number(body.importance) });
      state.businesses.push(row);
      return ok(row);
    }
    case 'POST /systemAssets/addOrUpdate': {
      const row = systemAsset(String(body.assetCode ?? `SA000${state.systems.length + 1}`), String(body.name), body as Partial<SystemAssetRow>);
      state.systems = [...state.systems.filter((s) => s.assetCode !== row.assetCode), row];
      return ok(row);
    }
    case 'POST /unitAssets/update': {
      const row = unitAsset(String(body.assetCode ?? `UA000${state.units.length + 1}`), String(body.name), body as Partial<UnitAssetRow>);
      state.units = [...state.units.filter((u) => u.assetCode !== row.assetCode), row];
      return ok(row);
    }
    case 'GET /unitAssets/moduleList':
      return ok([{ unitType: 'systemUnit', label: '系统单元', category: 'hardware', subTypes: ['网络设备'], count: 0 }]);
    case 'GET /unitAssets/businessWithSystem':
      return ok({ businesses: [], unlinked: state.systems.map((s) => ({ assetCode: s.assetCode, name: s.name, value: s.value })) });
    case 'GET /unitAssets/listByCategory':
      return ok({ categories: [], importance: [], page: page([], query) });
    case 'POST /import':
      return ok(state.importResult);
    case 'GET /owner/list':
      return ok(page(state.mine, query));
    case 'POST /owner/submit': {
      const codes = (body.assetCodes as string[] | undefined) ?? state.mine.map((a) => a.assetCode);
      for (const asset of state.mine) if (codes.includes(asset.assetCode)) asset.state = 'submitted';
      if (state.mine.every((a) => a.state === 'submitted')) state.status = 'assets-owner-submit';
      return ok(info(state, me));
    }
    case 'POST /owner/reject':
      state.status = 'combing';
      state.combingFinished = false;
      state.ownerReject = { reason: String(body.reason), byName: '客户责任人', at: NOW };
      return ok(info(state, me));
    case 'POST /owner/complete':
      state.status = 'assets-owner-finish';
      state.stage = 'identify';
      return ok(info(state, me));
    case 'GET /assets/ownerDetailList':
      return ok(progress);
    case 'POST /assets/consumerComplete':
      state.status = 'assess-complete';
      state.stage = 'assets_progress_fin';
      return ok(info(state, me));
    case 'POST /stage/reject':
      state.status = 'assets-owner-finish';
      state.stage = REJECT_VARIANT[body.stage as RejectableStage];
      state.reject = { stage: body.stage as RejectableStage, reason: String(body.reason), byName: '客户项目经理', at: NOW };
      return ok(info(state, me));
    case 'GET /assess/assessHighRemnantRiskList':
      return ok(page([highRisk], query));
    case 'POST /consulting/project/consumer/urge':
      state.posts.push({ path: '/urge', body });
      return ok({
        id: 1,
        urgeType: body.urgeType,
        targetAccountId: body.accountId,
        targetName: '客户责任人',
        byName: '客户项目经理',
        byTenantName: '示例科技',
        message: '',
        smsSent: true,
        at: NOW,
        nextAllowedAt: '2026-11-24T04:00:00.000Z',
      });
    case 'GET /consulting/project/consumer/urge/mine':
      return ok({ list: [], total: 0, current: 1, pageSize: 5 });
    default:
      return request.url.startsWith(T) ? failure('404', `no fake for ${request.url}`) : undefined;
  }
}
