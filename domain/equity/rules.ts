/**
 * Account equity (权益申请, /accountEquity; issue 11 item 5): a channel tenant's manager applies for
 * a higher equity level (partner tiers with a marketplace discount), accepting the current
 * accountRight licence; the platform approves or rejects. An approved level is granted from the
 * approval instant on: the channel's marketplace prices change from then, never retroactively
 * (a grant keeps the discount it was granted with). Used by the server, the pages and the mocks.
 *
 *   application:  (new) ─save→ inhand ─submit→ submitted ─approve→ success
 *                               ↑ └─save (edit)    │ └─reject (reason)→ rejected
 *                               └────withdraw──────┘
 *   Re-applying after a rejection is a new application (the rejected one stays in the history).
 */
import { ApprovalState } from '../kernel/tenancyEnums';
import { EquityLevel } from './enums';
import { equityErrors } from './errors';
import { defineStateMachine } from '../kernel/stateMachine';

const ErrorCode = equityErrors.codes;
const ERROR_MESSAGES = equityErrors.messages;

// ---- Levels ---------------------------------------------------------------------------------------
export interface EquityLevelInfo {
  levelCode: EquityLevel;
  /** zh-CN name (EquityLevel label). */
  name: string;
  /** 1 = lowest. */
  rank: number;
  /** Percent of the authorized price the channel pays in the marketplace (100 = no discount; 90 = 九折). */
  discountPercent: number;
  /** What the platform expects of a channel holding the level. */
  requirements: string;
  /** What the level brings. */
  benefits: readonly string[];
}

/** The level every admitted channel holds until a higher one is approved. */
export const BASE_EQUITY_LEVEL: EquityLevel = 'standard';

export const EQUITY_LEVELS: readonly EquityLevelInfo[] = [
  {
    levelCode: 'standard',
    name: EquityLevel.labels.standard,
    rank: 1,
    discountPercent: 100,
    requirements: '完成渠道入驻审核即享有',
    benefits: ['按授权价格采购服务产品', '标准工单支持'],
  },
  {
    levelCode: 'silver',
    name: EquityLevel.labels.silver,
    rank: 2,
    discountPercent: 95,
    requirements: '近 12 个月成交项目不少于 10 个；至少 2 名持证咨询顾问',
    benefits: ['服务产品采购价九五折', '优先工单支持', '季度业务复盘'],
  },
  {
    levelCode: 'gold',
    name: EquityLevel.labels.gold,
    rank: 3,
    discountPercent: 90,
    requirements: '近 12 个月成交项目不少于 30 个；至少 5 名持证咨询顾问；无重大客户投诉',
    benefits: ['服务产品采购价九折', '专属客户经理', '联合市场推广'],
  },
  {
    levelCode: 'strategic',
    name: EquityLevel.labels.strategic,
    rank: 4,
    discountPercent: 85,
    requirements: '近 12 个月成交项目不少于 80 个；签署年度战略合作协议；设有专职交付团队',
    benefits: ['服务产品采购价八五折', '新产品优先授权', '年度战略合作会议席位'],
  },
];

export const equityLevelOf = (levelCode: EquityLevel): EquityLevelInfo => EQUITY_LEVELS.find((level) => level.levelCode === levelCode)!;
export const equityRank = (levelCode: EquityLevel): number => equityLevelOf(levelCode).rank;

/** The discount as people say it: 95 → '9.5 折', 90 → '9 折', 100 → '无折扣'. */
export const discountLabel = (discountPercent: number): string => (discountPercent >= 100 ? '无折扣' : `${discountPercent / 10} 折`);

// ---- Price -------------------------------------------------------------------------------------------
/**
 * Points the channel pays for a product in the marketplace: the authorized price (effectivePrice of
 * domain/authorizations/rules.ts) times the discount of the equity level it holds at that instant,
 * rounded up, at least 1. No level granted (null) or 100 = the authorized price unchanged.
 */
export function equityPrice(authorizedPrice: number, discountPercent: number | null): number {
  if (discountPercent === null || discountPercent >= 100) return authorizedPrice;
  return Math.max(1, Math.ceil((authorizedPrice * discountPercent) / 100));
}

/** A grant of a level to a channel, from an instant on. */
export interface EquityGrantFacts {
  levelCode: EquityLevel;
  discountPercent: number;
  effectiveFrom: string | Date;
}

/** The grant in force at `at`: the latest one that started at or before it (undefined = base level, no discount). */
export function grantAt<G extends EquityGrantFacts>(grants: readonly G[], at: Date): G | undefined {
  let found: G | undefined;
  for (const grant of grants) {
    const from = new Date(grant.effectiveFrom).getTime();
    if (from <= at.getTime() && (!found || from >= new Date(found.effectiveFrom).getTime())) found = grant;
  }
  return found;
}

// ---- Applications ------------------------------------------------------------------------------------
export type EquityAction = 'save' | 'submit' | 'withdraw' | 'approve' | 'reject';

/** Application states are ApprovalState (spec §4): inhand = draft, submitted, success = approved, rejected. */
export const EQUITY_APPLICATION_MACHINE = defineStateMachine<ApprovalState, EquityAction>({
  name: '权益申请',
  states: ApprovalState.labels,
  moves: [
    { from: 'inhand', to: 'inhand', action: 'save', label: '保存', by: [{ access: 'accountEquity' }] },
    { from: 'inhand', to: 'submitted', action: 'submit', label: '提交', by: [{ access: 'accountEquity' }] },
    { from: 'submitted', to: 'inhand', action: 'withdraw', label: '撤回', by: [{ access: 'accountEquity' }] },
    { from: 'submitted', to: 'success', action: 'approve', label: '审核通过', by: [{ access: 'canReadChannelManage' }] },
    { from: 'submitted', to: 'rejected', action: 'reject', label: '驳回', by: [{ access: 'canReadChannelManage' }] },
  ],
});

/** Open applications: a channel has at most one at a time (a draft or one awaiting review). */
export const isOpenApplication = (state: ApprovalState): boolean => state === 'inhand' || state === 'submitted';

/** States the platform sees (drafts stay with the channel). */
export const REVIEWABLE_STATES: readonly ApprovalState[] = ['submitted', 'success', 'rejected'];

/**
 * Chinese refusals of the application rules that name the case; the fixed ones are the messages of
 * the error codes (domain/equity/errors.ts), defined there once.
 */
export const EQUITY_REFUSALS = {
  openApplication: ERROR_MESSAGES[ErrorCode.EQUITY_OPEN_APPLICATION],
  notHigher: (held: EquityLevel) => `当前已是“${EquityLevel.label(held)}”，只能申请更高的权益等级`,
  licenceMissing: ERROR_MESSAGES[ErrorCode.EQUITY_LICENCE_NOT_ACCEPTED],
  licenceOutdated: (version: number) => `《用户服务协议》已更新，请阅读并同意最新版本（第 ${version} 版）后再提交`,
  reasonRequired: ERROR_MESSAGES[ErrorCode.EQUITY_REASON_REQUIRED],
  levelChanged: (held: EquityLevel) => `该渠道当前已是“${EquityLevel.label(held)}”，申请的等级不高于当前等级，不能通过`,
} as const;

/** Why the channel may not apply for `wanted` while holding `held` (null = fine). */
export function levelRefusal(held: EquityLevel, wanted: EquityLevel): string | null {
  return equityRank(wanted) > equityRank(held) ? null : EQUITY_REFUSALS.notHigher(held);
}

/**
 * Why a submission's licence acceptance does not count (null = fine): the version the applicant
 * accepted must be the latest accountRight licence (none published = nothing to accept).
 */
export function licenceRefusal(acceptedVersion: number | null | undefined, latestVersion: number | null): string | null {
  if (latestVersion === null) return null;
  if (acceptedVersion === null || acceptedVersion === undefined) return EQUITY_REFUSALS.licenceMissing;
  return acceptedVersion === latestVersion ? null : EQUITY_REFUSALS.licenceOutdated(latestVersion);
}

/** Why a review may not be saved as given (null = fine): a rejection needs a reason. */
export function reviewRefusal(decision: 'approve' | 'reject', reason: string | null | undefined): string | null {
  return decision === 'reject' && !reason?.trim() ? EQUITY_REFUSALS.reasonRequired : null;
}
