/**
 * Demo risk assessments (issue 14) of 示例科技's risk-assessment group PG20261015RA0001 (安衡咨询
 * delivers, consultant A-13):
 *   PJ20261015RA0001 核心业务系统    finished: a filled inventory, threats, vulnerabilities,
 *                                     measures, computed risks with treatment and acceptance, the
 *                                     customer's confirmation — the report is final
 *   PJ20261015RA0005 办公网络与终端  the owner stage: combing finished, 客户项目经理兼责任人 (A-41)
 *                                     has submitted his assets, 客户责任人 (A-22) has not
 *   PJ20261015RA0006 数据中心基础设施 nothing entered yet (the business stage)
 * The server seeds them (server/modules/riskAssessment/seed.ts) and the mocks answer from them;
 * both compute the risks with domain/riskAssessment/compute.ts. Times are days before the seed instant.
 */
import type { AssetAssessStatus, AssetCategory, AssetItemState, AssetStage, VulnerabilityLayer } from './enums';
import type { RiskMethod } from '../engines/risk';
import type { StoredBusiness, StoredControl, StoredSystem, StoredThreat, StoredTreatment, StoredUnit, StoredVulnerability } from './rules';
import { FINISHED_CONTROLS, FINISHED_HISTORY, FINISHED_THREATS, FINISHED_TREATMENTS, FINISHED_VULNERABILITIES } from './demoFindings';
import { FINISHED_BUSINESSES, FINISHED_SYSTEMS, FINISHED_UNITS } from './demoInventory';
export { demoRiskAssessmentRows } from './demoRows';

export interface DemoAssetMeta {
  ownerAccountId: string;
  state: AssetItemState;
  description?: string;
  rejectReason?: string;
}

export interface DemoRiskAssessment {
  projectCode: string;
  stage: AssetStage;
  status: AssetAssessStatus;
  method: RiskMethod;
  combingFinished: boolean;
  /** Created this many days before the seed instant. */
  startedDaysAgo: number;
  completedDaysAgo: number | null;
  businesses: (StoredBusiness & DemoAssetMeta & { options: Record<string, string | string[]>; associationTypes?: Record<string, string> })[];
  systems: (StoredSystem & DemoAssetMeta & { category: AssetCategory; carryTypes: string[]; assessed: boolean })[];
  units: (StoredUnit & DemoAssetMeta & { subType: string; category: AssetCategory; assessed: boolean })[];
  threats: (StoredThreat & { source: 'environment' | 'accident' | 'malicious' | 'negligent'; description: string })[];
  vulnerabilities: (StoredVulnerability & { layer: VulnerabilityLayer; description: string })[];
  controls: (StoredControl & { layer: VulnerabilityLayer; description: string })[];
  /** Treatment of the risks the engine rates must-treat (the seed applies them after computing). */
  treatments: StoredTreatment[];
  /** History lines: action, stage and status after it, actor, days ago. */
  history: { action: string; label: string; stage: AssetStage; status: AssetAssessStatus; actor: string; daysAgo: number; reason?: string }[];
}

const own = (ownerAccountId: string, state: AssetItemState = 'freeze') => ({ ownerAccountId, state });

const FINISHED: DemoRiskAssessment = {
  projectCode: 'PJ20261015RA0001',
  stage: 'assets_progress_fin',
  status: 'assess-complete',
  method: 'matrix',
  combingFinished: true,
  startedDaysAgo: 36,
  completedDaysAgo: 4,
  businesses: FINISHED_BUSINESSES,
  systems: FINISHED_SYSTEMS,
  units: FINISHED_UNITS,
  threats: FINISHED_THREATS,
  vulnerabilities: FINISHED_VULNERABILITIES,
  controls: FINISHED_CONTROLS,
  treatments: FINISHED_TREATMENTS,
  history: FINISHED_HISTORY,
};

const OWNER_STAGE: DemoRiskAssessment = {
  projectCode: 'PJ20261015RA0005',
  stage: 'unit',
  status: 'combing',
  method: 'matrix',
  combingFinished: true,
  startedDaysAgo: 20,
  completedDaysAgo: null,
  businesses: [
    {
      assetCode: 'BA0001',
      name: '日常办公业务',
      importance: 3,
      associations: [],
      options: { biz_func: '3', biz_obj: ['4'], biz_process: '3', biz_scope: '5', biz_completeness: '1' },
      ...own('A-41', 'submitted'),
    },
    {
      assetCode: 'BA0002',
      name: '远程办公业务',
      importance: 2,
      associations: [{ assetCode: 'BA0001', degree: 'close' }],
      associationTypes: { BA0001: '2' },
      options: { biz_func: '3', biz_obj: ['4', '5'], biz_completeness: '2' },
      ...own('A-22', 'inhand'),
    },
  ],
  systems: [
    {
      assetCode: 'SA0001',
      name: '办公局域网',
      category: 'hardware',
      systemType: '3',
      carryTypes: ['2'],
      carryLevel: 3,
      systemRelated: 4,
      confidentiality: 2,
      integrity: 3,
      availability: 4,
      businessCodes: ['BA0001', 'BA0002'],
      assessed: false,
      ...own('A-41', 'submitted'),
    },
    {
      assetCode: 'SA0002',
      name: 'VPN 接入系统',
      category: 'software',
      systemType: '1',
      carryTypes: ['2'],
      carryLevel: 3,
      systemRelated: null,
      confidentiality: 3,
      integrity: 3,
      availability: 3,
      businessCodes: ['BA0002'],
      assessed: false,
      ...own('A-22', 'inhand'),
    },
    {
      assetCode: 'SA0003',
      name: '办公文档数据',
      category: 'data',
      systemType: '2',
      carryTypes: ['3'],
      carryLevel: 3,
      systemRelated: null,
      confidentiality: 4,
      integrity: 3,
      availability: 2,
      businessCodes: ['BA0001'],
      assessed: false,
      ...own('A-22', 'inhand'),
    },
  ],
  units: [
    {
      assetCode: 'UA0001',
      name: '办公终端（约 300 台）',
      unitType: 'systemUnit',
      subType: '智能终端设备',
      category: 'hardware',
      confidentiality: 3,
      integrity: 3,
      availability: 3,
      systemCodes: ['SA0001'],
      assessed: false,
      ...own('A-41', 'submitted'),
    },
    {
      assetCode: 'UA0002',
      name: '汇聚交换机',
      unitType: 'systemUnit',
      subType: '网络设备',
      category: 'hardware',
      confidentiality: 2,
      integrity: 3,
      availability: 4,
      systemCodes: ['SA0001'],
      assessed: false,
      ...own('A-41', 'submitted'),
    },
    {
      assetCode: 'UA0003',
      name: 'VPN 网关',
      unitType: 'systemUnit',
      subType: '安全设备',
      category: 'hardware',
      confidentiality: 3,
      integrity: 4,
      availability: 4,
      systemCodes: ['SA0002'],
      assessed: false,
      ...own('A-22', 'inhand'),
    },
    {
      assetCode: 'UA0004',
      name: '文件服务器',
      unitType: 'systemUnit',
      subType: '计算机设备',
      category: 'hardware',
      confidentiality: 4,
      integrity: 3,
      availability: 3,
      systemCodes: ['SA0003'],
      assessed: false,
      ...own('A-22', 'inhand'),
    },
    {
      assetCode: 'UA0005',
      name: '桌面运维外包人员',
      unitType: 'humanResources',
      subType: '外包服务人员',
      category: 'staff',
      confidentiality: 3,
      integrity: 3,
      availability: 2,
      systemCodes: ['SA0001'],
      assessed: false,
      ...own('A-41', 'submitted'),
    },
  ],
  threats: [],
  vulnerabilities: [],
  controls: [],
  treatments: [],
  history: [
    { action: 'finishBusiness', label: '完成业务资产识别', stage: 'system', status: 'combing', actor: 'A-23', daysAgo: 12 },
    { action: 'finishSystem', label: '完成系统资产识别', stage: 'unit', status: 'combing', actor: 'A-23', daysAgo: 8 },
    { action: 'handover', label: '完成资产梳理，提交责任人', stage: 'unit', status: 'combing', actor: 'A-23', daysAgo: 3 },
  ],
};

const FRESH: DemoRiskAssessment = {
  projectCode: 'PJ20261015RA0006',
  stage: 'business',
  status: 'combing',
  method: 'matrix',
  combingFinished: false,
  startedDaysAgo: 2,
  completedDaysAgo: null,
  businesses: [],
  systems: [],
  units: [],
  threats: [],
  vulnerabilities: [],
  controls: [],
  treatments: [],
  history: [],
};

export const DEMO_RISK_ASSESSMENTS: readonly DemoRiskAssessment[] = [FINISHED, OWNER_STAGE, FRESH];
