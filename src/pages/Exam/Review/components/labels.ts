/** What the channel's exam pages share (the results list, the seat drawer, the grading and result drawers): texts, colours, score wording. */
import type { AttemptState } from '@domain/exam/enums';
import type { AttemptSummary } from '@/services/attempt';

export const EXAM_RESULTS_PATH = '/projectList/examResults';
export const EXAM_RESULTS_TITLE = '考试成绩';
export const GRADE_TEXT = '阅卷';
export const RESULT_TEXT = '查看结果';
export const CERTIFICATE_TEXT = '证书';
export const SEAT_TEXT = '考试情况';
export const SUBMIT_GRADES_TEXT = '提交评分';
export const MODEL_ANSWER_TEXT = '参考答案';
export const CANDIDATE_ANSWER_TEXT = '考生作答';
export const NO_ANSWER_TEXT = '（未作答）';

export const STATE_COLORS: Readonly<Record<AttemptState, string>> = { inProgress: 'processing', submitted: 'orange', graded: 'green' };

/** The state filter's options, the attempts waiting for review first (the server lists them first too). */
export const STATE_FILTER_ORDER: readonly AttemptState[] = ['submitted', 'graded', 'inProgress'];

/** A score as shown: at most one decimal (scores move in steps of 0.5). */
export const scoreNumber = (score: number) => String(Math.round(score * 10) / 10);

/** 通过 / 未通过, or null while the attempt has no result. */
export const resultText = (passed: boolean | null) => (passed === null ? null : passed ? '通过' : '未通过');

/** The score cell: the final score once graded, the choices' score so far while written answers wait. */
export function scoreText(row: Pick<AttemptSummary, 'state' | 'totalScore' | 'maxScore' | 'scorePct' | 'pendingCount'>): string {
  if (row.state === 'inProgress') return '—';
  if (row.state === 'submitted') return `选择题 ${scoreNumber(row.totalScore)} 分，${row.pendingCount} 道简答题待评`;
  return `${scoreNumber(row.totalScore)} / ${scoreNumber(row.maxScore)}${row.scorePct === null ? '' : `（${scoreNumber(row.scorePct)}%）`}`;
}

/** The pass mark in points: passMarkPct of the maximum. */
export const passScore = (row: Pick<AttemptSummary, 'maxScore' | 'passMarkPct'>) => scoreNumber((row.maxScore * row.passMarkPct) / 100);
