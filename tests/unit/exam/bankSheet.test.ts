/**
 * The question bank's Excel sheet (domain/exam/bankSheet.ts) as tables: what a row reads into,
 * how labels may be typed, every row-level error with its row and column, and that the rows of an
 * export — the whole shipped bank and the template's examples — read back to the same questions.
 */
import { describe, expect, it } from 'vitest';
import type { SheetRows } from '../../../domain/assessors/excel';
import { BankQuestion } from '../../../domain/exam/bank';
import { SHIPPED_BANK } from '../../../domain/exam/bankQuestions';
import {
  BANK_COLUMN_NOTES,
  BANK_COLUMNS,
  BANK_IMPORT_MAX_ROWS,
  BANK_SHEET,
  BANK_TEMPLATE_EXAMPLES,
  bankSheetRows,
  readBankSheet,
} from '../../../domain/exam/bankSheet';

type Column = (typeof BANK_COLUMNS)[number];
const row = (cells: Partial<Record<Column, string>>) => BANK_COLUMNS.map((column) => cells[column] ?? '');
/** A 题库 sheet with the template's header on row 1 and these rows from row 2. */
const sheet = (rows: string[][], header: readonly string[] = BANK_COLUMNS): SheetRows[] => [
  { name: BANK_SHEET, rows: [{ number: 1, cells: [...header] }, ...rows.map((cells, index) => ({ number: index + 2, cells }))] },
];

const SINGLE = {
  题目编号: 'Q-T-001',
  题型: '单选题',
  考点: '管理体系要求（第 4–10 章）',
  参考条款: '9.2',
  难度: '基础',
  题干: '内部审核的要求在哪一条款？',
  选项A: '9.1',
  选项B: '9.2',
  正确答案: 'B',
  解析: '9.2 内部审核。',
} satisfies Partial<Record<Column, string>>;

const errorsOf = (cells: Partial<Record<Column, string>>) =>
  readBankSheet(sheet([row(cells)])).errors.map((error) => [error.row, error.column, error.reason]);

describe('the sheet', () => {
  it('has the template columns in order, and a note for every column', () => {
    expect(BANK_SHEET).toBe('题库');
    expect(BANK_COLUMNS).toEqual([
      '题目编号',
      '题型',
      '考点',
      '参考条款',
      '难度',
      '题干',
      '选项A',
      '选项B',
      '选项C',
      '选项D',
      '选项E',
      '选项F',
      '选项G',
      '选项H',
      '正确答案',
      '解析',
      '参考答案',
    ]);
    const noted = BANK_COLUMN_NOTES.map(([column]) => column);
    for (const column of BANK_COLUMNS)
      expect(noted.some((note) => note === column || (column.startsWith('选项') && note.startsWith('选项')))).toBe(true);
  });

  it('exports the whole shipped bank in rows that read back to the same questions', () => {
    const read = readBankSheet(sheet(bankSheetRows(SHIPPED_BANK)));
    expect(read.errors).toEqual([]);
    expect(read.questions).toEqual(SHIPPED_BANK);
  });

  it('shows one valid example of each kind in the template', () => {
    expect(new Set(BANK_TEMPLATE_EXAMPLES.map((question) => question.kind))).toEqual(new Set(['single', 'multiple', 'trueFalse', 'written']));
    const read = readBankSheet(sheet(bankSheetRows(BANK_TEMPLATE_EXAMPLES)));
    expect(read.errors).toEqual([]);
    expect(read.questions).toEqual(BANK_TEMPLATE_EXAMPLES);
  });

  it('writes kinds, topics and difficulties by their Chinese labels and the answer as letters', () => {
    const [multiple] = bankSheetRows(BANK_TEMPLATE_EXAMPLES.filter((question) => question.kind === 'multiple'));
    const cell = (column: Column) => multiple![BANK_COLUMNS.indexOf(column)];
    expect([cell('题型'), cell('考点'), cell('难度'), cell('正确答案'), cell('选项D')]).toEqual([
      '多选题',
      '附录 A 技术控制（A.8）',
      '中等',
      'AB',
      '',
    ]);
  });
});

describe('reading rows', () => {
  it('reads a row into a question', () => {
    const read = readBankSheet(sheet([row(SINGLE)]));
    expect(read.errors).toEqual([]);
    expect(read.questions).toEqual([
      BankQuestion.parse({
        code: 'Q-T-001',
        kind: 'single',
        topic: 'isms',
        clause: '9.2',
        difficulty: 'easy',
        stem: '内部审核的要求在哪一条款？',
        options: [
          { key: 'A', label: '9.1' },
          { key: 'B', label: '9.2' },
        ],
        answer: ['B'],
        explanation: '9.2 内部审核。',
      }),
    ]);
  });

  it.each<[string, Partial<Record<Column, string>>, Partial<BankQuestion>]>([
    ['codes instead of labels', { 题型: 'single', 考点: 'isms', 难度: 'easy' }, { kind: 'single', topic: 'isms', difficulty: 'easy' }],
    ['a topic typed with half-width brackets and no spaces', { 考点: '管理体系要求(第4-10章)' }, { topic: 'isms' }],
    ['an Annex A topic typed loosely', { 考点: '附录A 技术控制(A.8)', 参考条款: 'A.8.8' }, { topic: 'annexTechnological', clause: 'A.8.8' }],
    [
      'a multiple-choice answer with separators and in lower case',
      { 题型: '多选题', 选项C: '9.3', 正确答案: 'a、c' },
      { kind: 'multiple', answer: ['A', 'C'] },
    ],
    [
      'a true/false answer as 正确, with empty option columns',
      { 题型: '判断题', 选项A: '', 选项B: '', 正确答案: '错误' },
      {
        kind: 'trueFalse',
        options: [
          { key: 'A', label: '正确' },
          { key: 'B', label: '错误' },
        ],
        answer: ['B'],
      },
    ],
    ['a true/false question with the fixed options filled in', { 题型: '判断题', 选项A: '正确', 选项B: '错误', 正确答案: 'A' }, { answer: ['A'] }],
    [
      'a written question',
      { 题型: '简答题', 选项A: '', 选项B: '', 正确答案: '', 解析: '', 参考答案: '审核计划应包括目标、范围和准则。' },
      { kind: 'written', options: [], answer: [], modelAnswer: '审核计划应包括目标、范围和准则。' },
    ],
    ['cells with surrounding spaces', { 题目编号: '  Q-T-001 ', 题干: ' 内部审核的要求在哪一条款？ ' }, { code: 'Q-T-001' }],
  ])('accepts %s', (_name, cells, expected) => {
    const read = readBankSheet(sheet([row({ ...SINGLE, ...cells })]));
    expect(read.errors).toEqual([]);
    expect(read.questions[0]).toMatchObject(expected);
  });

  it.each<[string, Partial<Record<Column, string>>, [column: string, reason: string | RegExp][]]>([
    ['an unknown kind', { 题型: '填空题' }, [['题型', '“填空题”不是题型，应为 单选题、多选题、判断题、简答题']]],
    ['an unknown topic', { 考点: '风险管理' }, [['考点', /^“风险管理”不是考点，应为 管理体系要求（第 4–10 章）、附录 A 组织控制（A\.5）/]]],
    ['an unknown difficulty', { 难度: '很难' }, [['难度', '“很难”不是难度，应为 基础、中等、较难']]],
    [
      'an unknown kind and a malformed code',
      { 题型: '', 题目编号: 'q12' },
      [
        ['题型', '“”不是题型，应为 单选题、多选题、判断题、简答题'],
        ['题目编号', '题目编号须形如 Q-ISMS-012（大写字母、数字和短横线）'],
      ],
    ],
    ['a malformed code', { 题目编号: 'ISMS-1' }, [['题目编号', '题目编号须形如 Q-ISMS-012（大写字母、数字和短横线）']]],
    ['a clause outside its topic', { 参考条款: 'A.5.1' }, [['参考条款', '参考条款“A.5.1”与考点“管理体系要求（第 4–10 章）”不符，应形如 6.1.2']]],
    ['no stem', { 题干: '' }, [['题干', /题干/]]],
    ['no explanation', { 解析: '' }, [['解析', '选择题和判断题须填写解析（explanation），考后向答错的考生展示']]],
    ['an answer not among the options', { 正确答案: 'D' }, [['正确答案', '正确答案 D 不在选项中']]],
    ['two answers to a single-choice question', { 正确答案: 'AB' }, [['正确答案', '单选题须有且只有一个正确答案']]],
    ['one answer to a multiple-choice question', { 题型: '多选题', 选项C: '9.3' }, [['正确答案', '多选题至少有两个正确答案']]],
    ['a skipped option letter', { 选项B: '', 选项C: '9.2', 正确答案: 'C' }, [['选项', '选项编号须从 A 起依次排列']]],
    ['an option too long', { 选项B: '长'.repeat(501) }, [['选项B', /500/]]],
    [
      'a true/false question with a third option',
      { 题型: '判断题', 选项A: '', 选项B: '', 选项C: '不确定', 正确答案: 'A' },
      [['选项', '判断题的选项固定为 A 正确、B 错误（选项列可不填）']],
    ],
    [
      'a true/false question with its own wording',
      { 题型: '判断题', 选项A: '对', 选项B: '错', 正确答案: 'A' },
      [['选项', '判断题的选项固定为 A 正确、B 错误（选项列可不填）']],
    ],
    [
      'a written question without a model answer, with options',
      { 题型: '简答题', 正确答案: '', 解析: '' },
      [
        ['选项', '简答题没有选项'],
        ['参考答案', '简答题须填写参考答案（modelAnswer），供阅卷人评分'],
      ],
    ],
    ['a model answer on a choice question', { 参考答案: '9.2' }, [['参考答案', '只有简答题填写参考答案']]],
  ])('refuses %s', (_name, cells, expected) => {
    const errors = errorsOf({ ...SINGLE, ...cells });
    expect(errors).toHaveLength(expected.length);
    expected.forEach(([column, reason], index) => {
      expect(errors[index]![0]).toBe(2);
      expect(errors[index]![1]).toBe(column);
      if (typeof reason === 'string') expect(errors[index]![2]).toBe(reason);
      else expect(errors[index]![2]).toMatch(reason);
    });
  });

  it('lists every bad row of the file by its row number, and a code twice in the file', () => {
    const read = readBankSheet(
      sheet([
        row(SINGLE),
        row({ ...SINGLE, 题目编号: 'Q-T-002', 难度: '?' }),
        row({}),
        row({ ...SINGLE, 解析: '' }),
        row({ ...SINGLE, 题目编号: 'Q-T-003' }),
        row(SINGLE),
      ]),
    );
    expect(read.errors.map((error) => [error.sheet, error.row, error.column])).toEqual([
      ['题库', 3, '难度'],
      ['题库', 5, '题目编号'],
      ['题库', 5, '解析'],
      ['题库', 7, '题目编号'],
    ]);
    expect(read.errors[1]!.reason).toBe('与第 2 行重复');
    expect(read.errors[3]!.reason).toBe('与第 2 行重复');
    expect(read.questions.map((question) => question.code)).toEqual(['Q-T-001', 'Q-T-003']);
  });

  it('reads the columns by their headers, in any order', () => {
    const header = [...BANK_COLUMNS].reverse();
    const cells = row(SINGLE).reverse();
    expect(readBankSheet(sheet([cells], header)).questions.map((question) => question.code)).toEqual(['Q-T-001']);
  });

  it.each<[string, SheetRows[], string | RegExp]>([
    ['a workbook without the 题库 sheet', [{ name: 'Sheet1', rows: [] }], '文件中没有名为“题库”的工作表，请使用题库导入模板'],
    ['missing columns', sheet([row(SINGLE)], BANK_COLUMNS.slice(0, 5)), /^缺少列：题干、选项A、/],
    ['a sheet with only the header and blank rows', sheet([row({}), row({})]), '文件中没有题目'],
  ])('refuses %s as a whole', (_name, sheets, reason) => {
    const read = readBankSheet(sheets);
    expect(read.questions).toEqual([]);
    expect(read.errors).toHaveLength(1);
    if (typeof reason === 'string') expect(read.errors[0]!.reason).toBe(reason);
    else expect(read.errors[0]!.reason).toMatch(reason);
  });

  it(`refuses more than ${BANK_IMPORT_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: BANK_IMPORT_MAX_ROWS + 1 }, (_, index) => row({ ...SINGLE, 题目编号: `Q-T-${index}` }));
    const read = readBankSheet(sheet(rows));
    expect(read.errors.map((error) => error.reason)).toEqual([`一次最多导入 ${BANK_IMPORT_MAX_ROWS} 道题`]);
  });
});
