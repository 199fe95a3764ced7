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

/** A label as typed: no spaces, half-width brackets, any dash a hyphen, case ignored ("管理体系要求(第4-10章)"). */
const loose = (value: string) =>
  value
    .replace(/\s+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/[–—－~～]/g, '-')
    .toLowerCase();

/** The code whose Chinese label (or the code itself) is `value`, as typed. */
const byLabel = <C extends string>(labels: Readonly<Record<C, string>>, value: string): C | undefined => {
  const typed = loose(value);
  if (!typed) return undefined;
  const entries = Object.entries(labels) as [C, string][];
  return entries.find(([code, label]) => loose(label) === typed || loose(code) === typed)?.[0];
};

const listOf = (labels: Readonly<Record<string, string>>) => Object.values(labels).join('、');

/** A true/false answer typed as its option's label (正确 / 错误) instead of its key. */
const TRUE_FALSE_ANSWER: Record<string, string> = Object.fromEntries(TRUE_FALSE_OPTIONS.map((option) => [option.label, option.key]));

/**
 * One example of each kind, valid as they stand: the template's 填写说明 sheet shows them as
 * filled-in rows (they are not in the 题库 sheet, so an untouched template imports nothing).
 */
export const BANK_TEMPLATE_EXAMPLES: readonly BankQuestion[] = (
  [
    {
      code: 'Q-EXAMPLE-001',
      kind: 'single',
      topic: 'isms',
      clause: '9.2',
      difficulty: 'easy',
      stem: '组织应按策划的时间间隔实施内部审核，这是 ISO/IEC 27001:2022 哪一条款的要求？',
      options: [
        { key: 'A', label: '9.1' },
        { key: 'B', label: '9.2' },
        { key: 'C', label: '9.3' },
      ],
      answer: ['B'],
      explanation: '9.2 内部审核：组织应按策划的时间间隔实施内部审核。9.1 是监视、测量、分析和评价，9.3 是管理评审。',
    },
    {
      code: 'Q-EXAMPLE-002',
      kind: 'multiple',
      topic: 'annexTechnological',
      clause: 'A.8.13',
      difficulty: 'medium',
      stem: '关于信息备份（A.8.13），下列哪些做法是恰当的？',
      options: [
        { key: 'A', label: '按约定的备份策略保存信息、软件和系统的备份副本' },
        { key: 'B', label: '定期测试备份能否恢复' },
        { key: 'C', label: '备份介质与生产系统放在同一机柜以便取用' },
      ],
      answer: ['A', 'B'],
      explanation: 'A.8.13 要求按约定的备份专题策略维护并定期测试备份副本；备份应与主站点保持足够距离，避免同一事件同时损坏。',
    },
    {
      code: 'Q-EXAMPLE-003',
      kind: 'trueFalse',
      topic: 'auditPractice',
      clause: '6.4.8',
      difficulty: 'easy',
      stem: '审核发现可以表明符合，也可以表明不符合。',
      options: TRUE_FALSE_OPTIONS.map((option) => ({ ...option })),
      answer: ['A'],
      explanation: 'ISO 19011 6.4.8：审核发现可表明符合或不符合审核准则，也可识别改进机会。',
    },
    {
      code: 'Q-EXAMPLE-004',
      kind: 'written',
      topic: 'auditPractice',
      clause: '6.4.8',
      difficulty: 'hard',
      stem: '审核中发现服务器机房的访客登记簿近三个月未填写，请写出一条不符合项描述。',
      modelAnswer: '要点：写明事实（何时、何处、看到什么）、对应的审核准则（如 A.7.2 物理入口）、不符合之处；事实可追溯、措辞客观。',
    },
  ] satisfies BankQuestionInput[]
).map((question) => BankQuestion.parse(question));

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
    const rowStart = errors.length;
    const code = col(cells, '题目编号');
    if (code && seen.has(code)) fail('题目编号', `与第 ${seen.get(code)} 行重复`);
    else if (code) seen.set(code, row.number);
    const before = errors.length;
    const kind = byLabel(ExamQuestionKind.labels, col(cells, '题型'));
    if (!kind) fail('题型', `“${col(cells, '题型')}”不是题型，应为 ${listOf(ExamQuestionKind.labels)}`);
    const topic = byLabel(ExamTopic.labels, col(cells, '考点'));
    if (!topic) fail('考点', `“${col(cells, '考点')}”不是考点，应为 ${listOf(ExamTopic.labels)}`);
    const difficulty = byLabel(ExamDifficulty.labels, col(cells, '难度'));
    if (!difficulty) fail('难度', `“${col(cells, '难度')}”不是难度，应为 ${listOf(ExamDifficulty.labels)}`);
    if (errors.length > before) {
      // The question's own checks need its kind and topic; the code's format does not.
      const codeCheck = BankQuestion.shape.code.safeParse(code);
      if (!codeCheck.success) fail('题目编号', codeCheck.error.issues[0]!.message);
      continue;
    }
    const typed = OPTION_KEYS.map((key) => ({ key, label: col(cells, `选项${key}`) })).filter((option) => option.label);
    if (kind === 'trueFalse' && typed.some((option) => TRUE_FALSE_OPTIONS.find((fixed) => fixed.key === option.key)?.label !== option.label)) {
      fail('选项', '判断题的选项固定为 A 正确、B 错误（选项列可不填）');
      continue;
    }
    const options = kind === 'trueFalse' ? TRUE_FALSE_OPTIONS.map((option) => ({ ...option })) : typed;
    const answer = col(cells, '正确答案');
    const input: BankQuestionInput = {
      code,
      kind: kind!,
      topic: topic!,
      clause: col(cells, '参考条款'),
      difficulty: difficulty!,
      stem: col(cells, '题干'),
      options,
      answer:
        kind === 'trueFalse' && TRUE_FALSE_ANSWER[answer] ? [TRUE_FALSE_ANSWER[answer]] : [...answer.toUpperCase().replace(/[\s,，、;；]/g, '')],
      explanation: col(cells, '解析'),
      modelAnswer: col(cells, '参考答案'),
    };
    const parsed = BankQuestion.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(columnOf(issue.path, options), issue.message);
      continue;
    }
    if (errors.length === rowStart) questions.push(parsed.data);
  }
  if (!questions.length && !errors.length) errors.push({ sheet: BANK_SHEET, row: 0, column: '', reason: '文件中没有题目' });
  if (rows.length > BANK_IMPORT_MAX_ROWS) errors.push({ sheet: BANK_SHEET, row: 0, column: '', reason: `一次最多导入 ${BANK_IMPORT_MAX_ROWS} 道题` });
  return { questions, errors };
}

const COLUMN_OF: Record<string, string> = {
  code: '题目编号',
  kind: '题型',
  topic: '考点',
  clause: '参考条款',
  difficulty: '难度',
  stem: '题干',
  options: '选项',
  answer: '正确答案',
  explanation: '解析',
  modelAnswer: '参考答案',
};

/** The column a question's problem belongs to: one option's own column when the problem is that option's. */
function columnOf(path: readonly PropertyKey[], options: readonly { key: string }[]): string {
  const [field, index] = path;
  if (field === 'options' && typeof index === 'number' && options[index]) return `选项${options[index].key}`;
  return COLUMN_OF[String(field)] ?? '';
}

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
