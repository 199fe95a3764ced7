/**
 * Grading at scale (issue 30): `count` attempts of the shipped default paper, each drawn from the
 * shipped bank with its own seed (drawPaper, as a live attempt starts) and answered differently
 * (right, wrong, a correct option short on a multiple choice, or left blank, varied by attempt),
 * graded with domain/exam/attempt.ts gradeAttempt — the engine's input mapping plus
 * domain/engines/exam (its schema checks, per-question notes, totals) — next to a plain loop that
 * compares the chosen options with the correct set and sums the section scores by hand. Written
 * answers are left blank, so both score them 0 and the totals must agree exactly.
 *
 * The two measurements alternate in rounds after a warm-up, so load from elsewhere on the machine
 * hits both alike; the figures are the medians.
 */
import { gradeAttempt, type SavedAnswer } from '../../domain/exam/attempt';
import type { BankQuestion } from '../../domain/exam/bank';
import { SHIPPED_BANK } from '../../domain/exam/bankQuestions';
import { DEFAULT_PAPER, type DrawnPaper, drawPaper, PaperSpec } from '../../domain/exam/paper';

export const GRADING_ROUNDS = 5;

interface GradingInput {
  paper: DrawnPaper;
  answers: SavedAnswer[];
}

/** The answer of attempt `n` to its `index`-th question: mostly right, some wrong, short or blank, varied by attempt. */
function answerOf(question: BankQuestion, index: number, n: number): SavedAnswer | undefined {
  // One question in `cycle` blank, three wrong, one a correct option short: from 50 % to 87 % right.
  const cycle = 10 + (n % 30);
  const pick = (index * 7 + n * 13) % cycle;
  if (question.kind === 'written' || pick === 0) return undefined;
  if (pick <= 3) {
    const wrong = question.options.find((option) => !question.answer.includes(option.key));
    return { code: question.code, options: wrong ? [wrong.key] : [] };
  }
  if (pick === 4 && question.answer.length > 1) return { code: question.code, options: question.answer.slice(1) };
  return { code: question.code, options: [...question.answer] };
}

/** `count` attempts, each its own draw of the default paper and its own answers. */
export function gradingInputs(count: number): GradingInput[] {
  const spec = PaperSpec.parse(DEFAULT_PAPER);
  const byCode = new Map(SHIPPED_BANK.map((question) => [question.code, question]));
  return Array.from({ length: count }, (_, n) => {
    const paper = drawPaper(spec, SHIPPED_BANK, `EABENCH${String(n).padStart(6, '0')}`);
    const codes = paper.sections.flatMap((section) => section.codes);
    const answers = codes.flatMap((code, index) => answerOf(byCode.get(code)!, index, n) ?? []);
    return { paper, answers };
  });
}

/** The plain loop: exact set match scores the section's points, anything else 0. */
function plainTotal(input: GradingInput, questions: ReadonlyMap<string, BankQuestion>): number {
  const chosen = new Map<string, readonly string[]>();
  for (const answer of input.answers) chosen.set(answer.code, answer.options ?? []);
  let total = 0;
  for (const section of input.paper.sections) {
    if (section.kind === 'written') continue;
    for (const code of section.codes) {
      const selected = chosen.get(code);
      const correct = questions.get(code)!.answer;
      if (!selected || selected.length !== correct.length) continue;
      let exact = true;
      for (const key of correct) if (!selected.includes(key)) exact = false;
      if (exact) total += section.scorePerQuestion;
    }
  }
  return total;
}

export interface GradingResult {
  attempts: number;
  questionsPerAttempt: number;
  setupMs: number;
  engineMs: number;
  plainMs: number;
  /** Σ of the attempts' totals (both sides agree: checked). */
  totalScore: number;
  passed: number;
}

export function runGradingBench(count = 10_000): GradingResult {
  const setupStarted = process.hrtime.bigint();
  const inputs = gradingInputs(count);
  const setupMs = Number(process.hrtime.bigint() - setupStarted) / 1e6;
  const questions: ReadonlyMap<string, BankQuestion> = new Map(SHIPPED_BANK.map((question) => [question.code, question]));
  const passMarkPct = PaperSpec.parse(DEFAULT_PAPER).passMarkPct;

  let passed = 0;
  const engine = () => {
    let sum = 0;
    passed = 0;
    for (const input of inputs) {
      const result = gradeAttempt(input.paper, questions, input.answers, passMarkPct);
      sum += result.totalScore;
      if (result.passed) passed++;
    }
    return sum;
  };
  const plain = () => {
    let sum = 0;
    for (const input of inputs) sum += plainTotal(input, questions);
    return sum;
  };

  // The same totals, attempt by attempt (choices only: the written answers are blank, 0 in both);
  // this pass is the first warm-up round too.
  let totalScore = 0;
  for (const input of inputs) {
    const result = gradeAttempt(input.paper, questions, input.answers, passMarkPct);
    const byHand = plainTotal(input, questions);
    if (result.pendingCount !== 0 || result.totalScore !== byHand)
      throw new Error(`gradeAttempt and the plain loop disagree on ${input.paper.seed}: ${result.totalScore} vs ${byHand}`);
    totalScore += result.totalScore;
  }
  // One more warm-up round, then alternating rounds.
  if (engine() !== totalScore || plain() !== totalScore) throw new Error('gradeAttempt and the plain loop disagree on the sum of totals');
  const times = { engine: [] as number[], plain: [] as number[] };
  for (let round = 0; round < GRADING_ROUNDS; round++) {
    for (const [label, fn] of [
      ['engine', engine],
      ['plain', plain],
    ] as const) {
      const started = process.hrtime.bigint();
      fn();
      times[label].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    attempts: count,
    questionsPerAttempt: inputs[0]!.paper.sections.reduce((sum, section) => sum + section.codes.length, 0),
    setupMs,
    engineMs: median(times.engine),
    plainMs: median(times.plain),
    totalScore,
    passed,
  };
}
