/**
 * Exam papers (issue 30 item 1): sections of one question kind, each drawing a count of questions
 * at random per tag (topic, difficulty) from the bank, with the score per question, the time
 * limit, the pass mark (above 0 %, 60 % by default after domain brief §4.6) and the attempts
 * allowed. drawPaper fixes the questions of one attempt from a seed: no question twice in a paper,
 * the same seed and bank give the same paper, so grading and review reproduce it later.
 */
import { z } from 'zod';
import { DEFAULT_EXAM_GRADING_CONFIG } from '../engines/exam';
import { text } from '../kernel/text';
import { type BankQuestion, ExamDifficulty, ExamQuestionKind, ExamTopic } from './bank';

export const EXAM_PAPER_LIMITS = { sections: 10, drawsPerSection: 20, questionsPerDraw: 200, questions: 300 } as const;

export const PaperDraw = z.object({
  /** Absent: any topic. */
  topic: ExamTopic.schema.optional(),
  /** Absent: any difficulty. */
  difficulty: ExamDifficulty.schema.optional(),
  count: z
    .number({ error: '请填写抽题数量（count）' })
    .int('抽题数量须为整数')
    .min(1, '抽题数量至少为 1')
    .max(EXAM_PAPER_LIMITS.questionsPerDraw, `每条抽题规则最多抽 ${EXAM_PAPER_LIMITS.questionsPerDraw} 题`),
});
export type PaperDraw = z.infer<typeof PaperDraw>;

export const PaperSection = z.object({
  title: text({ max: 40, required: '请填写大题名称（title）' }),
  kind: ExamQuestionKind.schema,
  scorePerQuestion: z.number({ error: '请填写每题分值（scorePerQuestion）' }).positive('每题分值须大于 0').max(100, '每题分值不超过 100'),
  draws: z.array(PaperDraw).min(1, '每个大题至少一条抽题规则').max(EXAM_PAPER_LIMITS.drawsPerSection),
});
export type PaperSection = z.infer<typeof PaperSection>;

export const PaperSpec = z.object({
  title: text({ max: 60, required: '请填写试卷名称（title）' }),
  sections: z.array(PaperSection).min(1, '试卷至少一个大题').max(EXAM_PAPER_LIMITS.sections, `试卷最多 ${EXAM_PAPER_LIMITS.sections} 个大题`),
  timeLimitMinutes: z.number().int('考试时长须为整数分钟').min(10, '考试时长至少 10 分钟').max(300, '考试时长不超过 300 分钟').default(90),
  /** A score at or above this share of the maximum passes; never 0 (a blank paper would pass). */
  passMarkPct: z
    .number()
    .int('及格线须为整数百分比')
    .gt(0, '及格线须大于 0%（0% 的及格线会让未作答的试卷也及格）')
    .max(100, '及格线不超过 100%')
    .default(DEFAULT_EXAM_GRADING_CONFIG.passMarkPct),
  attemptsAllowed: z.number().int('允许考试次数须为整数').min(1, '至少允许考试 1 次').max(10, '最多允许考试 10 次').default(2),
});
export type PaperSpecInput = z.input<typeof PaperSpec>;
export type PaperSpec = z.output<typeof PaperSpec>;

/** The questions of one attempt, as stored when it starts. */
export interface DrawnSection {
  title: string;
  kind: ExamQuestionKind;
  scorePerQuestion: number;
  /** Bank question codes, in the order the candidate sees them. */
  codes: string[];
}
export interface DrawnPaper {
  seed: string;
  sections: DrawnSection[];
  maxScore: number;
}

const matches = (question: BankQuestion, kind: ExamQuestionKind, draw: PaperDraw) =>
  question.kind === kind && (!draw.topic || question.topic === draw.topic) && (!draw.difficulty || question.difficulty === draw.difficulty);

const drawLabel = (section: PaperSection, draw: PaperDraw) =>
  [
    ExamTopic.label(draw.topic) || '全部考点',
    draw.difficulty ? ExamDifficulty.label(draw.difficulty) : '全部难度',
    ExamQuestionKind.label(section.kind),
  ].join('·');

/**
 * What keeps a paper from being drawn from `bank`, in Chinese; empty when every attempt can be
 * drawn, whatever the seed. drawPaper takes the draws most specific first (topic and difficulty,
 * then topic, then difficulty, then any); a draw is sure to be served when the questions matching
 * it, less all that the draws before it could take from them, are enough.
 */
export function paperProblems(paper: PaperSpec, bank: readonly BankQuestion[]): string[] {
  const problems: string[] = [];
  const total = paper.sections.reduce((sum, section) => sum + section.draws.reduce((n, draw) => n + draw.count, 0), 0);
  if (total > EXAM_PAPER_LIMITS.questions) problems.push(`试卷共 ${total} 题，超过上限 ${EXAM_PAPER_LIMITS.questions} 题`);
  const draws = orderedDraws(paper).map((entry) => ({
    ...entry,
    pool: new Set(bank.filter((question) => matches(question, entry.section.kind, entry.draw)).map((question) => question.code)),
  }));
  draws.forEach(({ section, draw, where, pool }, index) => {
    let available = pool.size;
    for (const earlier of draws.slice(0, index)) {
      let shared = 0;
      for (const code of earlier.pool) if (pool.has(code)) shared++;
      available -= Math.min(earlier.draw.count, shared);
    }
    if (available < draw.count)
      problems.push(
        `${where}（${drawLabel(section, draw)}）要抽 ${draw.count} 题，题库中可保证的只有 ${Math.max(0, available)} 题（该类共 ${pool.size} 题）`,
      );
  });
  return problems;
}

/** The paper's draws in the order drawPaper takes them: most specific first, then as written. */
function orderedDraws(paper: PaperSpec) {
  const all = paper.sections.flatMap((section, s) =>
    section.draws.map((draw, d) => ({ section, draw, where: `第 ${s + 1} 大题第 ${d + 1} 条抽题规则` })),
  );
  return all.sort((a, b) => specificity(b.draw) - specificity(a.draw));
}

const specificity = (draw: PaperDraw) => (draw.topic ? 2 : 0) + (draw.difficulty ? 1 : 0);

/** A 32-bit seeded generator (mulberry32) over a string seed (FNV-1a): the same seed, the same draws. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The questions of one attempt. Throws with paperProblems' first message when the bank cannot
 * serve the paper. Within a section the drawn questions are shuffled together, so the candidate
 * cannot tell the draws apart.
 */
export function drawPaper(paper: PaperSpec, bank: readonly BankQuestion[], seed: string): DrawnPaper {
  const [problem] = paperProblems(paper, bank);
  if (problem) throw new Error(problem);
  const random = seededRandom(seed);
  // The bank in a fixed order, so the draw depends on its content, not on how it was read.
  const sorted = [...bank].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const taken = new Set<string>();
  const picked = new Map<PaperDraw, string[]>();
  for (const { section, draw } of orderedDraws(paper)) {
    const pool = shuffle(
      sorted.filter((question) => !taken.has(question.code) && matches(question, section.kind, draw)).map((question) => question.code),
      random,
    ).slice(0, draw.count);
    for (const code of pool) taken.add(code);
    picked.set(draw, pool);
  }
  const sections = paper.sections.map((section) => ({
    title: section.title,
    kind: section.kind,
    scorePerQuestion: section.scorePerQuestion,
    codes: shuffle(
      section.draws.flatMap((draw) => picked.get(draw) ?? []),
      random,
    ),
  }));
  const maxScore = sections.reduce((sum, section) => sum + section.codes.length * section.scorePerQuestion, 0);
  return { seed, sections, maxScore };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The paper the shipped demo and a new exam product start from: 100 points, 90 minutes, 60 % to pass. */
export const DEFAULT_PAPER: PaperSpecInput = {
  title: 'ISO/IEC 27001:2022 内审员认证考试',
  timeLimitMinutes: 90,
  passMarkPct: 60,
  attemptsAllowed: 2,
  sections: [
    {
      title: '一、单项选择题',
      kind: 'single',
      scorePerQuestion: 2,
      draws: [
        { topic: 'isms', count: 8 },
        { topic: 'annexOrganizational', count: 2 },
        { topic: 'annexTechnological', count: 2 },
        { topic: 'auditPractice', count: 8 },
      ],
    },
    {
      title: '二、多项选择题',
      kind: 'multiple',
      scorePerQuestion: 2,
      draws: [
        { topic: 'isms', count: 4 },
        { topic: 'auditPractice', count: 6 },
      ],
    },
    {
      title: '三、判断题',
      kind: 'trueFalse',
      scorePerQuestion: 1,
      draws: [
        { topic: 'isms', count: 4 },
        { topic: 'annexPeople', count: 1 },
        { topic: 'annexPhysical', count: 1 },
        { topic: 'auditPractice', count: 4 },
      ],
    },
    { title: '四、简答题', kind: 'written', scorePerQuestion: 10, draws: [{ topic: 'auditPractice', count: 3 }] },
  ],
};

/** The shipped default paper's code. */
export const DEFAULT_PAPER_CODE = 'EP-ISO27001-DEFAULT';

/** Audit practice after ISO 19011: programme, plan, evidence, sampling, nonconformities, meetings, follow-up. */
export const AUDIT_PRACTICE_PAPER: PaperSpecInput = {
  title: '信息安全审核实务考试（ISO 19011）',
  timeLimitMinutes: 60,
  passMarkPct: 60,
  attemptsAllowed: 2,
  sections: [
    { title: '一、单项选择题', kind: 'single', scorePerQuestion: 3, draws: [{ topic: 'auditPractice', count: 10 }] },
    { title: '二、多项选择题', kind: 'multiple', scorePerQuestion: 4, draws: [{ topic: 'auditPractice', count: 5 }] },
    { title: '三、判断题', kind: 'trueFalse', scorePerQuestion: 2, draws: [{ topic: 'auditPractice', count: 5 }] },
    { title: '四、简答题', kind: 'written', scorePerQuestion: 20, draws: [{ topic: 'auditPractice', count: 2 }] },
  ],
};

/** The four Annex A themes of ISO/IEC 27001:2022, short: 17 questions in 30 minutes. */
export const ANNEX_A_PAPER: PaperSpecInput = {
  title: '附录 A 控制措施专项考试',
  timeLimitMinutes: 30,
  passMarkPct: 60,
  attemptsAllowed: 2,
  sections: [
    {
      title: '一、单项选择题',
      kind: 'single',
      scorePerQuestion: 5,
      draws: [
        { topic: 'annexOrganizational', count: 4 },
        { topic: 'annexPeople', count: 2 },
        { topic: 'annexPhysical', count: 2 },
        { topic: 'annexTechnological', count: 4 },
      ],
    },
    {
      title: '二、判断题',
      kind: 'trueFalse',
      scorePerQuestion: 5,
      draws: [
        { topic: 'annexOrganizational', count: 2 },
        { topic: 'annexTechnological', count: 2 },
      ],
    },
    { title: '三、简答题', kind: 'written', scorePerQuestion: 20, draws: [{ topic: 'annexTechnological', count: 1 }] },
  ],
};

/** The papers that ship with the product (base data: inserted when missing, never overwritten). */
export const SHIPPED_PAPERS: readonly { paperCode: string; spec: PaperSpecInput }[] = [
  { paperCode: DEFAULT_PAPER_CODE, spec: DEFAULT_PAPER },
  { paperCode: 'EP-AUDIT-PRACTICE', spec: AUDIT_PRACTICE_PAPER },
  { paperCode: 'EP-ANNEX-A', spec: ANNEX_A_PAPER },
];
