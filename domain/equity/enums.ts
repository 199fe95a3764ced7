/** Account equity (权益申请): the equity levels a channel tenant may hold. Applications use ApprovalState. */
import { defineEnum } from '../kernel/enums';

/** Equity levels, lowest first (every admitted channel starts at standard). */
export const EquityLevel = defineEnum({
  standard: '普通渠道',
  silver: '银牌合作伙伴',
  gold: '金牌合作伙伴',
  strategic: '战略合作伙伴',
});
export type EquityLevel = (typeof EquityLevel.values)[number];

/** What the platform decides on a submitted equity application. */
export const EquityDecision = defineEnum({ approve: '审核通过', reject: '驳回' });
export type EquityDecision = (typeof EquityDecision.values)[number];
