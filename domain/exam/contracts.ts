/**
 * The internal-auditor exam's calls. The question bank (issue 30 item 1), the platform manager's:
 * the paged, filtered bank with counts per topic and kind (what papers can draw), one question's
 * save (create, or edit at its version) and delete, and the bank as an Excel workbook (template,
 * export, import with row-level errors: any error saves nothing). Exam papers, also the platform
 * manager's: sections drawing counts per tag from the bank, time limit, pass mark and attempts;
 * a paper the bank cannot serve for every seed is refused, and the list says which stored papers
 * the bank no longer serves. Rules: domain/exam/bank.ts, domain/exam/paper.ts.
 */
import { z } from 'zod';
import { ImportCellError } from '../imports/contracts';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { BankQuestion } from './bank';
import { PaperSpec } from './paper';
import { ExamDifficulty, ExamQuestionKind, ExamTopic } from './enums';

const tag = '内审员考试';

const questionCode = text({ max: 40, required: '参数错误：code 请指定题目' });

export const BankQuestionItem = z.object({
  code: z.string(),
  kind: ExamQuestionKind.schema,
  topic: ExamTopic.schema,
  clause: z.string(),
  difficulty: ExamDifficulty.schema,
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), label: z.string() })),
  answer: z.array(z.string()),
  explanation: z.string(),
  modelAnswer: z.string(),
  /** Whether it came with the product (the shipped bank) or was added by the platform. */
  shipped: z.boolean(),
  version: z.number().int(),
  updatedAt: Timestamp,
});
export type BankQuestionItem = z.infer<typeof BankQuestionItem>;

/** How many questions the bank holds per topic and kind (what a paper's draws can ask for). */
export const BankCounts = z.array(z.object({ topic: ExamTopic.schema, kind: ExamQuestionKind.schema, count: z.number().int() }));
export type BankCounts = z.infer<typeof BankCounts>;

export const examBankList = defineContract({
  method: 'GET',
  path: '/api/exam/bank/list.json',
  tag,
  summary: '题库：分页列出题目（关键字匹配编号、题干、参考条款；按题型、考点、难度筛选）',
  query: PageQuery.extend({
    keyword: filterOf(text({ max: 60 })),
    kind: filterOf(ExamQuestionKind.schema),
    topic: filterOf(ExamTopic.schema),
    difficulty: filterOf(ExamDifficulty.schema),
  }),
  response: pageOf(BankQuestionItem),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examBankCounts = defineContract({
  method: 'GET',
  path: '/api/exam/bank/counts.json',
  tag,
  summary: '题库：各考点、各题型的题目数量',
  response: z.object({ total: z.number().int(), counts: BankCounts }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examBankSave = defineContract({
  method: 'POST',
  path: '/api/exam/bank/save.json',
  tag,
  summary: '题库：新增题目（不带 version），或按 version 修改题目；题目编号新增后不可更改',
  body: z.intersection(BankQuestion, z.object({ version: z.number().int().min(1).optional() })),
  response: BankQuestionItem,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examBankDelete = defineContract({
  method: 'POST',
  path: '/api/exam/bank/delete.json',
  tag,
  summary: '题库：删除平台新增的题目（内置题目只能修改；已开始的考试保存了各自的试题，不受影响）',
  body: z.object({ code: questionCode, version: z.number().int().min(1) }),
  response: z.object({ code: z.string() }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examBankTemplate = defineContract({
  method: 'GET',
  path: '/api/exam/bank/template.xlsx',
  tag,
  summary: '题库：下载导入模板（.xlsx，含填写说明和示例）',
  response: z.unknown(),
  download: true,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examBankExport = defineContract({
  method: 'GET',
  path: '/api/exam/bank/export.xlsx',
  tag,
  summary: '题库：导出全部题目（.xlsx，与导入模板相同的列，可修改后再导入）',
  response: z.unknown(),
  download: true,
  access: 'canRoot',
  timeout: TIMEOUTS.none,
});

export const BankImportResult = z.object({
  /** False when any row has an error: nothing is saved then. */
  saved: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ImportCellError),
  errorCount: z.number().int(),
});
export type BankImportResult = z.infer<typeof BankImportResult>;

export const examBankImport = defineContract({
  method: 'POST',
  path: '/api/exam/bank/import.json',
  tag,
  summary: '题库：导入题目（.xlsx，按题目编号合并：已有的更新、没有的新增）；任何一行有错误则不保存任何数据，并逐行列出错误',
  multipart: true,
  fileFields: ['file'],
  body: z.object({}),
  response: BankImportResult,
  access: 'canRoot',
  timeout: TIMEOUTS.fileImport,
});

const paperCode = text({ max: 40, required: '参数错误：paperCode 请指定试卷' });

export const ExamPaperItem = PaperSpec.extend({
  paperCode: z.string(),
  questionCount: z.number().int(),
  maxScore: z.number(),
  /** Why the bank cannot serve this paper for every candidate now (e.g. after questions were deleted); empty when it can. */
  problems: z.array(z.string()),
  version: z.number().int(),
  updatedAt: Timestamp,
});
export type ExamPaperItem = z.infer<typeof ExamPaperItem>;

export const examPaperList = defineContract({
  method: 'GET',
  path: '/api/exam/paper/list.json',
  tag,
  summary: '试卷：分页列出试卷（含题量、总分，以及题库当前能否为每位考生抽出该试卷）',
  query: PageQuery.extend({ keyword: filterOf(text({ max: 60 })) }),
  response: pageOf(ExamPaperItem),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examPaperSave = defineContract({
  method: 'POST',
  path: '/api/exam/paper/save.json',
  tag,
  summary: '试卷：新增（不带 paperCode）或按 version 修改试卷；题库不能保证为每位考生抽出的试卷不予保存，并说明是哪条抽题规则',
  body: PaperSpec.extend({ paperCode: filterOf(paperCode), version: z.number().int().min(1).optional() }),
  response: ExamPaperItem,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examPaperDelete = defineContract({
  method: 'POST',
  path: '/api/exam/paper/delete.json',
  tag,
  summary: '试卷：删除试卷（在售的考试产品使用的试卷不能删除；已开始的考试保存了各自的试题，不受影响）',
  body: z.object({ paperCode, version: z.number().int().min(1) }),
  response: z.object({ paperCode: z.string() }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const examContracts = {
  examBankList,
  examBankCounts,
  examBankSave,
  examBankDelete,
  examBankTemplate,
  examBankExport,
  examBankImport,
  examPaperList,
  examPaperSave,
  examPaperDelete,
} as const;
