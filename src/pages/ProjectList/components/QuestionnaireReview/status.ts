/**
 * The questionnaire's status as the consultant's review drawer shows it. The consultant has no
 * status call (qnInfo is the customer's), so it is derived from what the consultant may read:
 * gapStatus (gapListReports) and the item counts of qnChannelQuestionList; the QuestionnaireInfo
 * answered by submitToConsumer / finish replaces it when the consultant moves the questionnaire.
 *
 * - no gapStatus: the customer has not submitted to the channel yet → answering;
 * - gap-analysising / report-finished: judged and finished → finished;
 * - evaluating-risk: channelReview while every item is submitted, else answering (sent back).
 */
import type { GapAnalysisStatus, QuestionnaireStatus } from '@domain/enums';

export interface ReviewCounts {
  total: number;
  submitted: number;
}

export function deriveQuestionnaireStatus(gapStatus: GapAnalysisStatus | null, counts: ReviewCounts): QuestionnaireStatus {
  if (gapStatus === 'gap-analysising' || gapStatus === 'report-finished') return 'finished';
  if (gapStatus === null) return 'answering';
  return counts.total > 0 && counts.submitted === counts.total ? 'channelReview' : 'answering';
}

/** The service kinds whose projects have a questionnaire to review. */
export const REVIEWABLE_KINDS: readonly string[] = ['questionnaire', 'gapAnalysis'];
export const REVIEW_TEXT = '问卷审核';
export const SEND_BACK_TEXT = '退回客户整改';
export const FINISH_TEXT = '完成判定';
