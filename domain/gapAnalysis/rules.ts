import type { ControlJudgement } from '../questionnaires/contracts';
import { MlpsExtension, mlpsControlPoint } from '../catalogues';
import {
  defineIsoGapConfig,
  defineMlpsGapConfig,
  ISO_GAP_CONFIG_1_TO_5,
  ISO_GAP_DEFAULT_CONFIG,
  MLPS_GAP_DEFAULT_CONFIG,
  type MlpsIssueRisk,
  type MlpsResult,
  scoreIsoGap,
  scoreMlpsGap,
  type IsoGapConfig,
  type IsoGapItem,
  type IsoGapResult,
  type MlpsGapConfig,
  type MlpsGapItem,
  type MlpsGapResult,
} from '../engines/gap';
import { EngineInputError } from '../engines/errors';
import type { QuestionnaireItemKind } from '../questionnaires/enums';
import { GapDisposalStatus } from './enums';
import { ISO_MATURITY_OPTIONS, type MLPS_RESULT_OPTIONS, NOT_APPLICABLE, type ItemAnswers, type QuestionDef } from '../questionnaires/rules';
import { defineStateMachine } from '../kernel/stateMachine';

// ---- Configuration registry --------------------------------------------------------------------

export type GapStandard = 'gov' | 'iso';
export type AnyGapConfig = MlpsGapConfig | IsoGapConfig;

/** Every configuration a project may have recorded, by "id@version"; a new version is added, never edited. */
export const GAP_CONFIGS: ReadonlyMap<string, AnyGapConfig> = new Map<string, AnyGapConfig>(
  [MLPS_GAP_DEFAULT_CONFIG, ISO_GAP_DEFAULT_CONFIG, ISO_GAP_CONFIG_1_TO_5].map((config) => [`${config.id}@${config.version}`, config]),
);

/** The configuration new questionnaires of a standard record (docs/engines-gap.md gives the sources). */
export const currentGapConfig = (standard: GapStandard): AnyGapConfig => (standard === 'gov' ? MLPS_GAP_DEFAULT_CONFIG : ISO_GAP_DEFAULT_CONFIG);

/** The recorded configuration; undefined when this installation does not know it. */
export const gapConfigOf = (id: string, version: string): AnyGapConfig | undefined => GAP_CONFIGS.get(`${id}@${version}`);
export const isMlpsConfig = (config: AnyGapConfig): config is MlpsGapConfig => config.standard === 'gov';
export { defineIsoGapConfig, defineMlpsGapConfig };

/**
 * Issue risk assumed for a self-assessed 不符合 the consultant did not judge ([I]: the engine needs
 * one; "medium" keeps a self-assessment from deciding 差 on its own, which only a consultant's
 * high-risk judgement may). Named in the explanation of every item it applies to.
 */
export const SELF_ASSESSED_NONCONFORM_RISK: MlpsIssueRisk = 'medium';

// ---- From answers to engine input --------------------------------------------------------------

export interface ScoredItemInput {
  itemCode: string;
  kind: QuestionnaireItemKind;
  ref: string;
  title: string;
  questions: readonly QuestionDef[];
  answers: ItemAnswers;
  judgement: ControlJudgement | null;
}

/** Where an item's scored values came from (for the explanation lines). */
export interface GapItemSource {
  itemCode: string;
  ref: string;
  title: string;
  /** The customer's self-assessment as answered ("部分符合", "2 可重复级", "不适用"), '' when none. */
  selfAssessed: string;
  /** The consultant judged the item (control information). */
  judged: boolean;
  /** The issue risk is SELF_ASSESSED_NONCONFORM_RISK, not a judgement. */
  defaultRisk: boolean;
  remediation: string;
  finding: string;
}

const RESULT_BY_LABEL: Readonly<Record<(typeof MLPS_RESULT_OPTIONS)[number], MlpsResult>> = {
  符合: 'conform',
  部分符合: 'partial',
  不符合: 'nonconform',
  不适用: 'na',
};

function selfAssessment(item: ScoredItemInput, role: QuestionDef['role']): string {
  const question = item.questions.find((q) => q.role === role);
  return (question && item.answers[question.code]?.choice) || '';
}
function descriptionOf(item: ScoredItemInput): string {
  const question = item.questions.find((q) => q.role === 'description');
  return (question && item.answers[question.code]?.text?.trim()) || '';
}

/** MLPS engine items (control points, template questions left out) and their sources. */
export function mlpsGapItems(items: readonly ScoredItemInput[]): { items: MlpsGapItem[]; sources: GapItemSource[] } {
  const out: MlpsGapItem[] = [];
  const sources: GapItemSource[] = [];
  for (const item of items) {
    if (item.kind !== 'mlps') continue;
    const selfAssessed = selfAssessment(item, 'mlpsResult');
    const judgement = item.judgement;
    const result: MlpsResult = judgement?.result ?? RESULT_BY_LABEL[selfAssessed as keyof typeof RESULT_BY_LABEL] ?? 'nonconform';
    let issueRisk = judgement?.issueRisk;
    let defaultRisk = false;
    if (result === 'nonconform' && !issueRisk) {
      issueRisk = SELF_ASSESSED_NONCONFORM_RISK;
      defaultRisk = true;
    }
    if (result === 'conform' || result === 'na') issueRisk = undefined;
    const remediation = judgement?.remediation ?? '';
    out.push({
      id: item.itemCode,
      controlPointId: item.ref,
      result,
      ...(judgement?.importance ? { importance: judgement.importance } : {}),
      ...(issueRisk ? { issueRisk } : {}),
      title: item.title,
      ...(remediation ? { remediation } : {}),
    });
    sources.push({
      itemCode: item.itemCode,
      ref: item.ref,
      title: item.title,
      selfAssessed,
      judged: !!judgement,
      defaultRisk,
      remediation,
      finding: judgement?.finding ?? '',
    });
  }
  return { items: out, sources };
}

/** ISO engine items (clauses and Annex A controls) and their sources. */
export function isoGapItems(items: readonly ScoredItemInput[]): { items: IsoGapItem[]; sources: GapItemSource[] } {
  const out: IsoGapItem[] = [];
  const sources: GapItemSource[] = [];
  for (const item of items) {
    if (item.kind !== 'isoClause' && item.kind !== 'isoControl') continue;
    const selfAssessed = selfAssessment(item, 'isoMaturity');
    const judgement = item.judgement;
    const selfNa = selfAssessed === NOT_APPLICABLE;
    const selfCurrent = (ISO_MATURITY_OPTIONS as readonly string[]).indexOf(selfAssessed);
    const applicable = item.kind === 'isoClause' ? true : (judgement?.applicable ?? !selfNa);
    const current = judgement?.current ?? Math.max(selfCurrent, 0);
    const remediation = judgement?.remediation ?? '';
    out.push({
      kind: item.kind === 'isoClause' ? 'clause' : 'control',
      ref: item.ref,
      applicable,
      ...(applicable ? { current } : { justification: descriptionOf(item) || '客户说明不适用' }),
      ...(judgement?.target !== undefined ? { target: judgement.target } : {}),
      key: judgement?.key ?? false,
      ...(remediation ? { remediation } : {}),
    });
    sources.push({
      itemCode: item.itemCode,
      ref: item.ref,
      title: item.title,
      selfAssessed,
      judged: !!judgement,
      defaultRisk: false,
      remediation,
      finding: judgement?.finding ?? '',
    });
  }
  return { items: out, sources };
}

// ---- Gap disposal --------------------------------------------------------------------------------

export type DisposalAction = 'finish' | 'reopen';

/** A gap's remediation on /gapDisposal (spec §4 "Gap disposal status"): the customer's people finish it and may reopen it. */
export const GAP_DISPOSAL_MACHINE = defineStateMachine<GapDisposalStatus, DisposalAction>({
  name: '差距处置',
  states: GapDisposalStatus.labels,
  moves: [
    { from: 'in-handle', to: 'finish', action: 'finish', label: '完成处置', by: [{ access: 'customerMember' }] },
    // /gapDisposal is the executors' page (canExecutor, spec §2): whoever works the gaps may reopen one finished too early.
    { from: 'finish', to: 'in-handle', action: 'reopen', label: '重新处置', by: [{ access: 'customerMember' }] },
  ],
});

/**
 * The gap level a disposal shows when its gap is no longer in its report's findings (the lowest level
 * a gap has). Every gap a report lists has a disposal (domain/gapAnalysis/report.ts disposedGapKeys).
 */
export const LOWEST_GAP_LEVEL = 1;
export const DISPOSAL_PLAN_MAX = 1000;

/** The background job that scores a finished questionnaire (server/jobs kind; payload { projectCode }). */
export const GAP_SCORING_JOB = 'gapScoring';

// ---- Scoring a questionnaire ---------------------------------------------------------------------

/** The engine's result of either standard. */
export type GapEngineResult = MlpsGapResult | IsoGapResult;

export interface ScoredQuestionnaire {
  result: GapEngineResult;
  /** One per scored item, in the order of `result.items`. */
  sources: GapItemSource[];
}

/**
 * Scores a questionnaire's items with the recorded configuration, through the domain engines only.
 * MLPS: `level` is the project's protection level (else the product's), `extensions` the product
 * catalogue's; an extension control point that reached the questionnaire counts its extension in
 * too (the engine refuses an item whose extension is not declared). Throws EngineInputError
 * (Chinese) when the answers cannot be scored (e.g. every item 不适用).
 */
export function scoreQuestionnaire(
  standard: GapStandard,
  config: AnyGapConfig,
  level: string | number | null,
  extensions: readonly MlpsExtension[],
  items: readonly ScoredItemInput[],
): ScoredQuestionnaire {
  if (standard !== config.standard)
    throw new EngineInputError(`评分配置 ${config.id}@${config.version} 不适用于${standard === 'gov' ? '等级保护' : 'ISO/IEC 27001'}问卷`);
  if (isMlpsConfig(config)) {
    if (level === null || level === undefined || level === '') throw new EngineInputError('等级保护差距分析须有保护等级（第一级至第四级）');
    const { items: engineItems, sources } = mlpsGapItems(items);
    if (engineItems.length === 0) throw new EngineInputError('问卷中没有可计分的控制点');
    const declared = new Set<MlpsExtension>(extensions);
    for (const item of engineItems) {
      const extension = mlpsControlPoint(item.controlPointId)?.extension;
      if (extension) declared.add(extension);
    }
    const result = scoreMlpsGap(
      { level: Number(level) as 1 | 2 | 3 | 4, extensions: MlpsExtension.values.filter((e) => declared.has(e)), items: engineItems },
      config,
    );
    return { result, sources };
  }
  const { items: engineItems, sources } = isoGapItems(items);
  if (engineItems.length === 0) throw new EngineInputError('问卷中没有可计分的条款或控制');
  return { result: scoreIsoGap({ items: engineItems }, config), sources };
}
