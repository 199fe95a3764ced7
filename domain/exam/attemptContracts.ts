/**
 * The internal-auditor exam's calls past the bank (issue 30 items 3–6), all ours (the spec names the
 * pages /authentication and /authenticationTest/{processCode}, not their calls; processCode is the
 * attempt's code):
 * - the candidate (canReadAuthentication; the server answers only their own tenant's exams and
 *   their own attempts): the exams their organisation bought with time limit, attempts and seats
 *   left; their attempts, paged; starting an attempt (the paper is drawn and stored then); the
 *   attempt's paper without any correct answer while it is open; saving answers as they go (merged
 *   into the one stored set, so two tabs never fork it; refused after the server's deadline);
 *   submitting once; the result per section and per clause, with correct answers and explanations
 *   only once the attempt is closed (submitted);
 * - the delivering channel (canReadConsult; managers of the delivery tenant and the consultant
 *   holding the seat's project): its customers' attempts, paged; an attempt's written answers
 *   with the model answers; scoring them, which grades the attempt;
 * - certificates of passed attempts: the data of the printable page and the Word document (the
 *   candidate, the candidate's organisation, the delivering channel), and the public verification
 *   by code, which says only name, exam, date and result.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { EXAM_ANSWER_LIMITS } from './attempt';
import { AttemptState, ExamOfferStatus, ExamQuestionKind } from './enums';

const tag = '内审员考试';

const attemptCode = text({ max: 40, required: '参数错误：attemptCode 请指定考试' });
const productCode = text({ max: 40, required: '参数错误：productCode 请指定考试产品' });

// ---- Shapes ------------------------------------------------------------------------------------

/** One exam a candidate may sit: an exam product their organisation bought. */
export const ExamOffer = z.object({
  productCode: z.string(),
  productName: z.string(),
  paperTitle: z.string(),
  timeLimitMinutes: z.number().int(),
  passMarkPct: z.number().int(),
  questionCount: z.number().int(),
  maxScore: z.number(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int(),
  /** Seats of the organisation not yet used by anyone (each attempt uses one). */
  seatsLeft: z.number().int(),
  status: ExamOfferStatus.schema,
  /** The attempt being sat, to resume. */
  runningAttemptCode: z.string().nullable(),
  /** Why a new attempt cannot start now, in Chinese; null when it can. */
  startProblem: z.string().nullable(),
  /** The delivering channel. */
  channelName: z.string(),
});
export type ExamOffer = z.infer<typeof ExamOffer>;

export const AttemptSummary = z.object({
  attemptCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  paperTitle: z.string(),
  /** The seat (project) the attempt used. */
  projectCode: z.string(),
  candidateAccountId: z.string(),
  candidateName: z.string(),
  customerTenantCode: z.string(),
  customerName: z.string(),
  state: AttemptState.schema,
  startedAt: Timestamp,
  deadline: Timestamp,
  submittedAt: Timestamp.nullable(),
  /** Submitted by the server when time ran out. */
  timedOut: z.boolean(),
  gradedAt: Timestamp.nullable(),
  maxScore: z.number(),
  passMarkPct: z.number().int(),
  /** Known once graded; while written answers wait, the score of the choices so far. */
  totalScore: z.number(),
  scorePct: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Written answers waiting for the reviewer. */
  pendingCount: z.number().int(),
  reviewerName: z.string().nullable(),
  certificateNo: z.string().nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummary>;

export const CertificateItem = z.object({
  certificateNo: z.string(),
  verifyCode: z.string(),
  attemptCode: z.string(),
  candidateName: z.string(),
  customerName: z.string(),
  examTitle: z.string(),
  /** When the exam was sat (the attempt's start). */
  examDate: Timestamp,
  issuedAt: Timestamp,
  scorePct: z.number(),
  totalScore: z.number(),
  maxScore: z.number(),
  channelName: z.string(),
});
export type CertificateItem = z.infer<typeof CertificateItem>;

/** A question as the candidate sees it while the attempt is open: no answer, no explanation. */
export const CandidateQuestion = z.object({
  code: z.string(),
  kind: ExamQuestionKind.schema,
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type CandidateQuestion = z.infer<typeof CandidateQuestion>;

export const SavedAnswerShape = z.object({
  code: text({ max: 40, required: '参数错误：code 请指定题目' }),
  options: z
    .array(text({ max: 5 }))
    .max(10)
    .optional(),
  text: z
    .string()
    .max(EXAM_ANSWER_LIMITS.writtenChars * 2)
    .optional(),
});

/** What the exam page shows: the stored paper, the answers saved, the server's clock. */
export const AttemptPaper = z.object({
  attemptCode: z.string(),
  productName: z.string(),
  paperTitle: z.string(),
  candidateName: z.string(),
  state: AttemptState.schema,
  sections: z.array(
    z.object({ title: z.string(), kind: ExamQuestionKind.schema, scorePerQuestion: z.number(), questions: z.array(CandidateQuestion) }),
  ),
  maxScore: z.number(),
  passMarkPct: z.number().int(),
  timeLimitMinutes: z.number().int(),
  answers: z.array(SavedAnswerShape),
  /** Grows by one with every save: a tab whose version is behind takes the stored answers. */
  version: z.number().int(),
  startedAt: Timestamp,
  deadline: Timestamp,
  serverNow: Timestamp,
  secondsLeft: z.number().int(),
});
export type AttemptPaper = z.infer<typeof AttemptPaper>;

export const SaveAnswersResult = z.object({
  version: z.number().int(),
  answers: z.array(SavedAnswerShape),
  savedAt: Timestamp,
  secondsLeft: z.number().int(),
});
export type SaveAnswersResult = z.infer<typeof SaveAnswersResult>;

export const ScoreLineShape = z.object({ label: z.string(), score: z.number(), maxScore: z.number(), complete: z.boolean() });

/** One question of a result. Correct options, explanation and model answer only once the attempt is closed (submitted). */
export const ResultQuestion = z.object({
  code: z.string(),
  sectionTitle: z.string(),
  kind: ExamQuestionKind.schema,
  stem: z.string(),
  clauseLabel: z.string(),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
  selectedOptions: z.array(z.string()),
  text: z.string(),
  maxScore: z.number(),
  score: z.number().nullable(),
  correct: z.boolean().nullable(),
  note: z.string(),
  comment: z.string(),
  correctOptions: z.array(z.string()).nullable(),
  explanation: z.string().nullable(),
  modelAnswer: z.string().nullable(),
});
export type ResultQuestion = z.infer<typeof ResultQuestion>;

export const AttemptResult = z.object({
  summary: AttemptSummary,
  sections: z.array(ScoreLineShape),
  clauses: z.array(ScoreLineShape),
  /** The final score will lie in this range whatever the reviewer decides (while written answers wait). */
  scoreRange: z.object({ min: z.number(), max: z.number() }),
  questions: z.array(ResultQuestion),
  certificate: CertificateItem.nullable(),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

/** A written answer as the reviewer sees it. */
export const ReviewQuestion = z.object({
  code: z.string(),
  stem: z.string(),
  clauseLabel: z.string(),
  modelAnswer: z.string(),
  text: z.string(),
  maxScore: z.number(),
  score: z.number().nullable(),
  comment: z.string(),
});
export type ReviewQuestion = z.infer<typeof ReviewQuestion>;

// ---- The candidate -----------------------------------------------------------------------------

export const examMyOverview = defineContract({
  method: 'GET',
  path: '/api/exam/my/overview.json',
  tag,
  summary: '内审员认证：本人可参加的考试（时长、剩余次数、机构剩余名额、状态）和本人的证书',
  response: z.object({ offers: z.array(ExamOffer), certificates: z.array(CertificateItem) }),
  access: 'canReadAuthentication',
  timeout: TIMEOUTS.default,
});

export const examMyAttempts = defineContract({
  method: 'GET',
  path: '/api/exam/my/attempts.json',
  tag,
  summary: '内审员认证：本人的考试记录，分页，新的在前',
  query: PageQuery,
  response: pageOf(AttemptSummary),
  access: 'canReadAuthentication',
  timeout: TIMEOUTS.default,
});

export const examAttemptStart = defineContract({
  method: 'POST',
  path: '/api/exam/attempt/start.json',
  tag,
  summary: '开始考试：从试卷规则抽题并保存本场试题，占用机构的一个名额；有未交卷的考试时返回它（不重复占用名额）',
  body: z.object({ productCode }),
  response: z.object({ attemptCode: z.string(), resumed: z.boolean() }),
  access: 'canReadAuthentication',
  timeout: TIMEOUTS.default,
});

export const examAttemptPaper = defineContract({
  method: 'GET',
  path: '/api/exam/attempt/paper.json',
  tag,
  summary: '考试页面：本场试题（不含答案）、已保存的答案、服务器时间和剩余秒数；到时未交卷的考试在此自动交卷',
  query: z.object({ attemptCode }),
  response: AttemptPaper,
  access: 'canReadAuthentication',
  timeout: TIMEOUTS.default,
});

export const examAttemptSave = defineContract({
  method: 'POST',
  path: '/api/exam/attempt/save.json',
  tag,
  summary:
    '保存答案：合并到本场考试唯一的一份答案中（两个标签页不会各存一份），返回全部已存答案；截止时间（服务器时间）后拒绝，任何一条不合规则整批不保存',
  body: z.object({ attemptCode, answers: z.array(SavedAnswerShape).min(1, '没有要保存的答案').max(300) }),
  response: SaveAnswersResult,
  access: 'canReadAuthentication',
  timeout: TIMEOUTS.default,
});

export const examAttemptSubmit = defineContract({
  method: 'POST',
  path: '/api/exam/attempt/submit.json',
  tag,
  summary: '交卷：选择题和判断题立即评分，简答题等待渠道顾问阅卷；只能交卷一次',
  body: z.object({ attemptCode }),
  response: AttemptSummary,
  access: 'canReadAuthentication',
  timeout: TIMEOUTS.default,
});

export const examAttemptResult = defineContract({
  method: 'GET',
  path: '/api/exam/attempt/result.json',
  tag,
  summary: '考试结果：按大题和按条款的得分；交卷后才给出正确答案、解析和参考答案（考生本人、考生所在机构的项目经理和责任人，或交付该考试的渠道）',
  query: z.object({ attemptCode }),
  response: AttemptResult,
  access: 'session',
  timeout: TIMEOUTS.default,
});

// ---- The channel: results and review ------------------------------------------------------------

export const examReviewList = defineContract({
  method: 'GET',
  path: '/api/exam/review/list.json',
  tag,
  summary: '考试成绩与阅卷：本渠道交付的客户考试记录（顾问只见自己负责的项目），分页；可按状态、项目、关键字（考生、客户）筛选',
  query: PageQuery.extend({
    state: filterOf(AttemptState.schema),
    projectCode: filterOf(text({ max: 40 })),
    keyword: filterOf(text({ max: 60 })),
  }),
  response: pageOf(AttemptSummary),
  access: 'canReadConsult',
  timeout: TIMEOUTS.default,
});

export const examReviewDetail = defineContract({
  method: 'GET',
  path: '/api/exam/review/detail.json',
  tag,
  summary: '阅卷：一场考试的简答题作答与参考答案，以及选择题的自动得分',
  query: z.object({ attemptCode }),
  response: z.object({ summary: AttemptSummary, questions: z.array(ReviewQuestion), scoreRange: z.object({ min: z.number(), max: z.number() }) }),
  access: 'canReadConsult',
  timeout: TIMEOUTS.default,
});

export const examReviewGrade = defineContract({
  method: 'POST',
  path: '/api/exam/review/grade.json',
  tag,
  summary: '阅卷评分：为全部待评的简答题评分（0 至该题分值）后出成绩；及格的考试自动颁发证书',
  body: z.object({
    attemptCode,
    grades: z
      .array(
        z.object({
          code: text({ max: 40, required: '参数错误：code 请指定题目' }),
          score: z.number({ error: '请填写得分' }).min(0, '得分不能为负数'),
          comment: text({ max: 500, multiline: true }).default(''),
        }),
      )
      .min(1, '请为简答题评分')
      .max(100),
  }),
  response: AttemptSummary,
  access: 'canReadConsult',
  timeout: TIMEOUTS.default,
});

export const examSeatAttempts = defineContract({
  method: 'GET',
  path: '/api/exam/seat/attempts.json',
  tag,
  summary: '客户项目详情“考试情况”：该考试名额（项目）上的考试记录（本机构的项目经理、责任人和内审员）',
  query: z.object({ projectCode: text({ max: 40, required: '参数错误：projectCode 请指定项目' }) }),
  response: z.array(AttemptSummary),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

// ---- Certificates -------------------------------------------------------------------------------

export const examCertificateDetail = defineContract({
  method: 'GET',
  path: '/api/exam/certificate/detail.json',
  tag,
  summary: '证书：打印页面的内容（考生本人、考生所在机构的成员、交付该考试的渠道）',
  query: z.object({ attemptCode }),
  response: CertificateItem,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const examCertificateDownload = defineContract({
  method: 'GET',
  path: '/api/exam/certificate/download.docx',
  tag,
  summary: '证书：下载 Word 文档（含验证码与验证方式）',
  query: z.object({ attemptCode }),
  response: z.unknown(),
  download: true,
  access: 'session',
  timeout: TIMEOUTS.none,
});

export const CertificateVerification = z.object({
  valid: z.boolean(),
  /** Present only when valid: nothing else of the attempt or the candidate. */
  candidateName: z.string().nullable(),
  examTitle: z.string().nullable(),
  issuedOn: z.string().nullable(),
  result: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

export const examCertificateVerify = defineContract({
  method: 'GET',
  path: '/api/exam/certificate/verify.json',
  tag,
  summary: '证书验证（无需登录）：按验证码查询，只返回姓名、考试名称、发证日期和结果',
  query: z.object({ code: text({ max: 40, required: '请输入证书验证码' }) }),
  response: CertificateVerification,
  access: 'public',
  timeout: TIMEOUTS.default,
});

export const examAttemptContracts = {
  examMyOverview,
  examMyAttempts,
  examAttemptStart,
  examAttemptPaper,
  examAttemptSave,
  examAttemptSubmit,
  examAttemptResult,
  examReviewList,
  examReviewDetail,
  examReviewGrade,
  examSeatAttempts,
  examCertificateDetail,
  examCertificateDownload,
  examCertificateVerify,
} as const;
