/**
 * The mocks' in-memory questionnaires (issue 13), shared by mock/questionnaires.ts (distribution,
 * answers, review) and mock/gapAnalysis.ts (reports, disposal): the demo questionnaires of
 * domain/questionnaires/demo.ts as rows shaped like the server's tables, back to the seed on every
 * mock reset. Reports and disposals start empty here; mock/gapAnalysis.ts fills them (it scores the
 * finished demo questionnaire with domain/gapAnalysis/rules.ts, as the server's seed does).
 */
import type { GapReportCover } from '../../domain/gapAnalysis/contracts';
import { demoQuestionnaireRows, type DemoQuestionnaireItem } from '../../domain/demo';
import type { GapItemSource } from '../../domain/gapAnalysis/rules';
import type { AnswerFile } from '../../domain/questionnaires/rules';
import type { GapDisposalStatus } from '../../domain/enums';
import type { MlpsIssueRisk } from '../../domain/engines/gap/vocab';
import { onMockReset } from './state';

const SEED_AT = new Date('2026-11-20T02:00:00.000Z');

type Rows = ReturnType<typeof demoQuestionnaireRows>;
export type MockQuestionnaire = Rows['questionnaires'][number];
export type MockQuestionnaireItem = DemoQuestionnaireItem;
export type MockQuestionRisk = Omit<Rows['risks'][number], 'level' | 'status' | 'closedBy' | 'closedAt'> & {
  level: MlpsIssueRisk;
  status: 'open' | 'closed';
  closedBy: string | null;
  closedAt: Date | null;
};
export interface MockGapReport {
  tenantCode: string;
  projectCode: string;
  reportNo: number;
  customerTenantCode: string;
  standard: string;
  configId: string;
  configVersion: string;
  cover: GapReportCover;
  result: Record<string, unknown>;
  sources: GapItemSource[];
  generatedAt: Date;
}
export interface MockGapDisposal {
  tenantCode: string;
  projectCode: string;
  gapKey: string;
  customerTenantCode: string;
  reportNo: number;
  ownerAccountId: string | null;
  plan: string;
  dueDate: string | null;
  evidence: AnswerFile[];
  status: GapDisposalStatus;
  updatedBy: string | null;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface QuestionnaireStore {
  questionnaires: MockQuestionnaire[];
  items: MockQuestionnaireItem[];
  risks: MockQuestionRisk[];
  reports: MockGapReport[];
  disposals: MockGapDisposal[];
}

function seed(): QuestionnaireStore {
  const rows = demoQuestionnaireRows(SEED_AT);
  return { questionnaires: rows.questionnaires, items: rows.items, risks: rows.risks, reports: [], disposals: [] };
}

/** The store; replaced (not mutated) on reset, so always read it through this object. */
export const questionnaireStore: { current: QuestionnaireStore } = { current: seed() };
const resetHooks: ((store: QuestionnaireStore) => void)[] = [];
/** Runs after every reset (mock/gapAnalysis.ts seeds the demo report here). */
export function afterQuestionnaireReset(hook: (store: QuestionnaireStore) => void): void {
  resetHooks.push(hook);
  hook(questionnaireStore.current);
}
onMockReset(() => {
  questionnaireStore.current = seed();
  for (const hook of resetHooks) hook(questionnaireStore.current);
});
export const MOCK_SEED_AT = SEED_AT;
