/**
 * Codes and zh-CN labels of the gap-analysis vocabulary. Pages and reports take labels from
 * here; nobody re-types them.
 */
import { z } from 'zod';
import { defineEnum } from '../../kernel/enums';

/** Gap analysis levels and standard asset levels 1-5. */
export const GAP_LEVELS = [1, 2, 3, 4, 5] as const;
export type GapLevel = (typeof GAP_LEVELS)[number];

/** Single-item judgement of GB/T 28448-2019 (brief §2.4 [R]). 不适用 is excluded from scoring. */
export const MlpsResult = defineEnum({ conform: '符合', partial: '部分符合', nonconform: '不符合', na: '不适用' });
export type MlpsResult = (typeof MlpsResult.values)[number];
/** The results that are scored (everything but 不适用). */
export type MlpsScoredResult = Exclude<MlpsResult, 'na'>;

/** Importance class of a requirement item, which selects its weight (brief §2.4 [I]). */
export const MlpsImportance = defineEnum({ key: '关键', important: '重要', general: '一般' });
export type MlpsImportance = (typeof MlpsImportance.values)[number];

/** Risk level of the problem found at a non-conforming item (问题风险等级, brief §2.4). */
export const MlpsIssueRisk = defineEnum({ high: '高', medium: '中', low: '低' });
export type MlpsIssueRisk = (typeof MlpsIssueRisk.values)[number];

/** Overall conclusion of an MLPS assessment (brief §2.4 [R]), best first. */
export const MlpsConclusion = defineEnum({ excellent: '优', good: '良', fair: '中', poor: '差' });
export type MlpsConclusion = (typeof MlpsConclusion.values)[number];

/** What an ISO gap item assesses: a clause (4–10, mandatory) or an Annex A control. */
export const IsoItemKind = defineEnum({ clause: '条款', control: '附录A控制' });
export type IsoItemKind = (typeof IsoItemKind.values)[number];

/** Implementation status derived from maturity (brief §3.3 [S] status scale). */
export const IsoImplementationStatus = defineEnum({ implemented: '已实施', partial: '部分实施', notImplemented: '未实施' });
export type IsoImplementationStatus = (typeof IsoImplementationStatus.values)[number];

/** zod schema for a gap level 1–5 (enums.ts GAP_LEVELS). */
export const GapLevelSchema = z.union(GAP_LEVELS.map((l) => z.literal(l)) as [z.ZodLiteral<GapLevel>, ...z.ZodLiteral<GapLevel>[]]);
