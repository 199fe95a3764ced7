/**
 * The question bank as an Excel sheet (issue 30 item 1): the columns of the template, the export
 * and the import, the template's notes, reading an import's rows into bank questions with
 * row-level Chinese errors, and the rows of an export (the same columns, so an exported file
 * imports back unchanged). Pure: the server opens the file with the imports area's checks and
 * hands the rows here.
 */
import type { SheetRows } from '../assessors/excel';
import type { ImportCellError } from '../imports/contracts';
import { BankQuestion, type BankQuestionInput, TRUE_FALSE_OPTIONS } from './bank';
import { ExamDifficulty, ExamQuestionKind, ExamTopic } from './enums';

export const BANK_SHEET = '题库';
export const BANK_IMPORT_MAX_ROWS = 5_000;
const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export const BANK_COLUMNS = [
  '题目编号',
  '题型',
  '考点',
  '参考条款',
  '难度',
  '题干',
  ...OPTION_KEYS.map((key) => `选项${key}`),
  '正确答案',
  '解析',
  '参考答案',
] as const;

/** How to fill in each column (the template's 填写说明 sheet). */
export const BANK_COLUMN_NOTES: readonly [column: string, note: string][] = [
  ['题目编号', '必填，形如 Q-ISMS-012（大写字母、数字和短横线）；已有的编号导入时更新该题'],
  ['题型', `必填：${ExamQuestionKind.values.map((kind) => ExamQuestionKind.label(kind)).join('、')}`],
  ['考点', `必填：${ExamTopic.values.map((topic) => ExamTopic.label(topic)).join('、')}`],
  ['参考条款', '必填，须与考点一致：第 4–10 章如 9.2；附录 A 如 A.5.15、A.6.3、A.7.4、A.8.8；审核实务为 ISO 19011 条款如 6.4.8'],
  ['难度', `必填：${ExamDifficulty.values.map((difficulty) => ExamDifficulty.label(difficulty)).join('、')}`],
  ['题干', '必填，不超过 2000 字'],
  ['选项A–选项H', '单选题至少 2 个、多选题至少 3 个选项，从 A 起依次填写；判断题固定为 A 正确、B 错误（可不填）；简答题不填'],
  ['正确答案', '选项字母，如 B 或 ACD；判断题填 A（正确）或 B（错误）；简答题不填'],
  ['解析', '选择题和判断题必填：考后向答错的考生展示'],
  ['参考答案', '简答题必填：阅卷人据此评分，可写明得分要点'],
];

const byLabel = <C extends string>(labels: Readonly<Record<C, string>>, value: string): C | undefined => {
  const entries = Object.entries(labels) as [C, string][];
  return entries.find(([code, label]) => label === value || code === value)?.[0];
};

/**
 * The questions of the 题库 sheet, or the errors of its rows (sheet, row, column, reason). A file
 * with any error saves nothing, so every row is read and every error listed.
 */
export function readBankSheet(sheets: readonly SheetRows[]): { questions: BankQuestion[]; errors: ImportCellError[] } {
  const sheet = sheets.find((candidate) => candidate.name === BANK_SHEET);
  if (!sheet)
    return {
      questions: [],
      errors: [{ sheet: BANK_SHEET, row: 0, column: '', reason: `文件中没有名为“${BANK_SHEET}”的工作表，请使用题库导入模板` }],
    };
  const [header, ...rows] = sheet.rows;
  const errors: ImportCellError[] = [];
  const headerCells = header?.cells.map((cell) => cell.trim()) ?? [];
  const missing = BANK_COLUMNS.filter((column) => !headerCells.includes(column));
  if (missing.length)
    return { questions: [], errors: [{ sheet: BANK_SHEET, row: header?.number ?? 1, column: '', reason: `缺少列：${missing.join('、')}` }] };
  const col = (cells: string[], column: (typeof BANK_COLUMNS)[number]) => (cells[headerCells.indexOf(column)] ?? '').trim();
  const questions: BankQuestion[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const cells = row.cells;
    if (cells.every((cell) => !cell.trim())) continue;
    const fail = (column: string, reason: string) => errors.push({ sheet: BANK_SHEET, row: row.number, column, reason });
    const before = errors.length;
    const code = col(cells, '题目编号');
    if (code && seen.has(code)) fail('题目编号', `与第 ${seen.get(code)} 行重复`);
    if (code) seen.set(code, row.number);
    const kind = byLabel(ExamQuestionKind.labels, col(cells, '题型'));
    if (!kind)
      fail('题型', `“${col(cells, '题型')}”不是题型，应为 ${ExamQuestionKind.values.map((value) => ExamQuestionKind.label(value)).join('、')}`);
    const topic = byLabel(ExamTopic.labels, col(cells, '考点'));
    if (!topic) fail('考点', `“${col(cells, '考点')}”不是考点，请按填写说明填写`);
    const difficulty = byLabel(ExamDifficulty.labels, col(cells, '难度'));
    if (!difficulty) fail('难度', `“${col(cells, '难度')}”不是难度，应为 基础、中等 或 较难`);
    if (errors.length > before) continue;
    const options =
      kind === 'trueFalse'
        ? TRUE_FALSE_OPTIONS.map((option) => ({ ...option }))
        : OPTION_KEYS.map((key) => ({ key, label: col(cells, `选项${key}`) })).filter((option) => option.label);
    const input: BankQuestionInput = {
      code,
      kind: kind!,
      topic: topic!,
      clause: col(cells, '参考条款'),
      difficulty: difficulty!,
      stem: col(cells, '题干'),
      options,
      answer: [
        ...col(cells, '正确答案')
          .toUpperCase()
          .replace(/[\s,，、]/g, ''),
      ],
      explanation: col(cells, '解析'),
      modelAnswer: col(cells, '参考答案'),
    };
    const parsed = BankQuestion.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(COLUMN_OF[String(issue.path[0])] ?? '', issue.message);
      continue;
    }
    questions.push(parsed.data);
  }
  if (!questions.length && !errors.length) errors.push({ sheet: BANK_SHEET, row: 0, column: '', reason: '文件中没有题目' });
  if (rows.length > BANK_IMPORT_MAX_ROWS) errors.push({ sheet: BANK_SHEET, row: 0, column: '', reason: `一次最多导入 ${BANK_IMPORT_MAX_ROWS} 道题` });
  return { questions, errors };
}

const COLUMN_OF: Record<string, string> = {
  code: '题目编号',
  clause: '参考条款',
  stem: '题干',
  options: '选项',
  answer: '正确答案',
  explanation: '解析',
  modelAnswer: '参考答案',
};

/** The rows of an export: the columns above, kinds, topics and difficulties by their Chinese labels. */
export function bankSheetRows(questions: readonly BankQuestion[]): string[][] {
  return questions.map((question) => [
    question.code,
    ExamQuestionKind.label(question.kind),
    ExamTopic.label(question.topic),
    question.clause,
    ExamDifficulty.label(question.difficulty),
    question.stem,
    ...OPTION_KEYS.map((key) => question.options.find((option) => option.key === key)?.label ?? ''),
    question.answer.join(''),
    question.explanation,
    question.modelAnswer,
  ]);
}
