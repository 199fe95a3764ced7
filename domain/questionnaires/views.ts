/**
 * The rows the questionnaire contracts answer, from an item or a risk as stored (the server's
 * table rows and the mocks' alike): an item's list row with its progress, a risk with its names.
 */
import type { QuestionnaireItemRow, QuestionRisk } from './contracts';
import type { QuestionnaireItemKind, QuestionnaireItemStatus } from './enums';
import { type ItemAnswers, itemProgress, type QuestionDef } from './rules';

// ---- The item list's row ------------------------------------------------------------------------

/** An item as stored (the server's table row and the mocks' alike). */
export interface StoredItem {
  itemCode: string;
  questionnaireCode: string;
  projectCode: string;
  seq: number;
  kind: QuestionnaireItemKind;
  ref: string;
  sectionKey: string;
  sectionName: string;
  title: string;
  questions: QuestionDef[];
  answers: ItemAnswers;
  answeredCount: number;
  complete: boolean;
  status: QuestionnaireItemStatus;
  respondentAccountId: string | null;
  returnReason: string;
  judgement: unknown;
  submittedAt: Date | null;
  updatedAt: Date;
}

/** One row of the item lists (qnItemList, question/list): the respondent's name from the caller's lookup. */
export function questionnaireItemRow(item: StoredItem, respondentName: string, openRisks: number): QuestionnaireItemRow {
  const progress = itemProgress(item.questions, item.answers);
  return {
    questionnairItemCode: item.itemCode,
    questionnaireCode: item.questionnaireCode,
    projectCode: item.projectCode,
    seq: item.seq,
    kind: item.kind,
    ref: item.ref,
    sectionKey: item.sectionKey,
    sectionName: item.sectionName,
    title: item.title,
    status: item.status,
    respondentId: item.respondentAccountId,
    respondentName,
    answered: item.answeredCount,
    required: progress.required,
    total: progress.total,
    complete: item.complete,
    openRisks,
    judged: item.judgement !== null && item.judgement !== undefined,
    returnReason: item.returnReason,
    submittedAt: item.submittedAt ? item.submittedAt.toISOString() : null,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** A consultant's risk as stored (the server's row and the mocks' alike). */
export interface StoredRisk {
  riskCode: string;
  projectCode: string;
  itemCode: string;
  finding: string;
  recommendation: string;
  level: QuestionRisk['level'];
  status: QuestionRisk['status'];
  openedBy: string;
  openedAt: Date;
  closedBy: string | null;
  closedAt: Date | null;
  closeNote: string;
}

/** A risk as the lists show it, with its item's title and the people's names from the caller's lookup. */
export function questionRiskView(
  risk: StoredRisk,
  item: { title: string; ref: string; sectionName: string } | undefined,
  nameOf: (accountId: string | null) => string,
): QuestionRisk {
  return {
    riskCode: risk.riskCode,
    projectCode: risk.projectCode,
    questionnairItemCode: risk.itemCode,
    itemTitle: item?.title ?? '',
    ref: item?.ref ?? '',
    sectionName: item?.sectionName ?? '',
    finding: risk.finding,
    recommendation: risk.recommendation,
    level: risk.level,
    status: risk.status,
    openedByName: nameOf(risk.openedBy),
    openedAt: risk.openedAt.toISOString(),
    closedByName: nameOf(risk.closedBy),
    closedAt: risk.closedAt ? risk.closedAt.toISOString() : null,
    closeNote: risk.closeNote,
  };
}
