/**
 * Online questionnaires (issue 13): how a project's questionnaire is generated from the product
 * version it was bought with, what an answer of each type looks like and when it is complete,
 * and the state machines of the questionnaire and its items. Used by the server, the pages and the
 * mocks alike. The rows the contracts answer for stored items and risks are domain/questionnaires/views.ts.
 *
 * Shape: a questionnaire (one per project, code QN + the project code's tail) has sections
 * (通用问题, the MLPS categories, the ISO clauses 4–10 and the Annex A themes); each section holds
 * items (questionnairItemCode = questionnaireCode-NNN) and each item its questions
 * (questionInstanceCode = itemCode-Qn). Items are what the PM assigns to respondents (the
 * customer's executors, who answer on /reportOnline), what respondents submit and what the
 * consultant reviews, judges and opens risks on.
 */
import { z } from 'zod';
import {
  ISO27001_CLAUSES,
  ISO27001_CONTROLS,
  IsoTheme,
  isoClause,
  isoControl,
  MlpsCategory,
  mlpsControlPoint,
  mlpsControlPointOrder,
} from '../catalogues';
import type { ProductCatalogue, ProductTemplates } from '../products/contracts';
import { isTenantAdmitted, roleCodesOf } from '../kernel/access';
import { QuestionAnswerType, QuestionnaireItemKind, QuestionnaireItemStatus, QuestionnaireStatus } from './enums';
import type { RoleCode } from '../kernel/roles';
import { defineStateMachine } from '../kernel/stateMachine';
import type { AccessSubject } from '../kernel/userInfo';

// ---- Limits ------------------------------------------------------------------------------------

export const ANSWER_TEXT_MAX = 2000;
export const ANSWER_FILES_MAX = 9;
export const TABLE_ROWS_MAX = 50;
export const TABLE_CELL_MAX = 200;
export const RISK_TEXT_MAX = 1000;
export const RETURN_REASON_MAX = 200;
/** Items one assign / revoke / return call may name. */
export const ITEM_BATCH_MAX = 500;

/** The roles that answer a questionnaire (they open /reportOnline, canExecutor). */
export const RESPONDENT_ROLES: readonly RoleCode[] = ['consumer-executor'];
/** The customer's people who distribute, assign, revoke, send back and submit to the channel. */
export const QUESTIONNAIRE_LEAD_ROLES: readonly RoleCode[] = ['consumer-pm', 'consumer-owner'];

export function isQuestionnaireLead(subject: AccessSubject | null | undefined): boolean {
  if (!subject || !isTenantAdmitted(subject) || subject.tenantDTO?.type !== 'customer') return false;
  const roles = roleCodesOf(subject);
  return QUESTIONNAIRE_LEAD_ROLES.some((role) => roles.has(role));
}
export const mayRespond = (roles: readonly RoleCode[]): boolean => roles.some((role) => RESPONDENT_ROLES.includes(role));

// ---- Codes -------------------------------------------------------------------------------------

/** One questionnaire per project: QN + the project code after its PJ prefix. */
export const questionnaireCodeOf = (projectCode: string): string => `QN${projectCode.replace(/^PJ/, '')}`;
export const itemCodeOf = (questionnaireCode: string, seq: number): string => `${questionnaireCode}-${String(seq).padStart(3, '0')}`;
export const questionInstanceCodeOf = (itemCode: string, questionCode: string): string => `${itemCode}-${questionCode}`;
/** Splits a questionInstanceCode into its item code and question code (null when malformed). */
export function splitQuestionInstanceCode(code: string): { itemCode: string; questionCode: string } | null {
  const match = /^(.+-\d{3})-(Q\d{1,2})$/.exec(code);
  return match ? { itemCode: match[1], questionCode: match[2] } : null;
}

// ---- Questions ---------------------------------------------------------------------------------

export const QuestionDef = z.object({
  /** Q1, Q2… within the item. */
  code: z.string(),
  title: z.string(),
  answerType: QuestionAnswerType.schema,
  required: z.boolean(),
  /** Choices of single-select and multi-select. */
  options: z.array(z.string()),
  /** Column titles of a table question. */
  columns: z.array(z.string()),
  /** What the scoring adapter reads this answer as (domain/gapAnalysis/rules.ts). */
  role: z.enum(['mlpsResult', 'isoMaturity', 'description', 'evidence', 'other']),
});
export type QuestionDef = z.infer<typeof QuestionDef>;

export interface ItemDef {
  seq: number;
  kind: QuestionnaireItemKind;
  /** Control point id (PE-02), clause id (6.1.2), Annex A number (8.13) or the template question's index (T01). */
  ref: string;
  sectionKey: string;
  sectionName: string;
  title: string;
  questions: QuestionDef[];
}

export const MLPS_RESULT_OPTIONS = ['符合', '部分符合', '不符合', '不适用'] as const;
/** Maturity choices of an ISO item: "0 不存在" … "5 优化级"; controls add 不适用. */
export const ISO_MATURITY_OPTIONS = ['0 不存在', '1 初始级', '2 可重复级', '3 已定义级', '4 已管理级', '5 优化级'] as const;
export const NOT_APPLICABLE = '不适用';
export const ISO_MEASURE_OPTIONS = ['制度文件', '技术措施', '运行记录', '定期评审'] as const;

/** Control points whose current state is best described as a table (columns). */
const MLPS_TABLES: Readonly<Record<string, readonly string[]>> = {
  网络架构: ['网络区域', '网段', '用途', '边界安全设备'],
  身份鉴别: ['系统或设备', '鉴别方式', '口令策略', '登录失败处理'],
  数据备份恢复: ['数据或系统', '备份方式', '备份频率', '是否异地备份'],
  资产管理: ['资产名称', '资产类型', '责任部门', '数量'],
};

const q = (
  code: string,
  title: string,
  answerType: QuestionAnswerType,
  required: boolean,
  role: QuestionDef['role'],
  options: readonly string[] = [],
  columns: readonly string[] = [],
): QuestionDef => ({ code, title, answerType, required, role, options: [...options], columns: [...columns] });

function mlpsQuestions(name: string, category: MlpsCategory): QuestionDef[] {
  const questions = [
    q('Q1', `“${name}”的现状符合情况`, 'single-select', true, 'mlpsResult', MLPS_RESULT_OPTIONS),
    q('Q2', '现状说明（已采取的措施，可附截图）', 'text_image', true, 'description'),
    q('Q3', '证明材料（制度、记录、配置导出等）', 'text_file', false, 'evidence'),
  ];
  if (category === 'PE') questions.push(q('Q4', '现场照片', 'image', false, 'evidence'));
  const columns = MLPS_TABLES[name];
  if (columns) questions.push(q(`Q${questions.length + 1}`, '现状清单', 'table', true, 'other', [], columns));
  return questions;
}

function isoQuestions(kind: 'isoClause' | 'isoControl'): QuestionDef[] {
  const maturity = kind === 'isoControl' ? [...ISO_MATURITY_OPTIONS, NOT_APPLICABLE] : [...ISO_MATURITY_OPTIONS];
  return [
    q('Q1', '当前成熟度', 'single-select', true, 'isoMaturity', maturity),
    q('Q2', '已采用的措施形式', 'multi-select', false, 'other', ISO_MEASURE_OPTIONS),
    q('Q3', kind === 'isoControl' ? '现状说明（不适用时请说明理由）' : '现状说明', 'text', true, 'description'),
    q('Q4', '证据文件', 'text_file', false, 'evidence'),
  ];
}

/**
 * The items of a project's questionnaire: the product template's questions (section 通用问题),
 * then the catalogue — MLPS control points of the product's selection that apply to the project's
 * level (a project may be graded lower than the product), in catalogue order; ISO clauses and
 * Annex A controls in document order.
 */
export function buildQuestionnaireItems(
  catalogue: ProductCatalogue,
  templates: Pick<ProductTemplates, 'questionnaire'>,
  projectLevel: string | null,
): ItemDef[] {
  const items: ItemDef[] = [];
  const push = (item: Omit<ItemDef, 'seq'>) => items.push({ ...item, seq: items.length + 1 });
  templates.questionnaire.questions.forEach((question, index) => {
    push({
      kind: 'template',
      ref: `T${String(index + 1).padStart(2, '0')}`,
      sectionKey: 'template',
      sectionName: templates.questionnaire.title || QuestionnaireItemKind.label('template'),
      title: question.title,
      questions: [
        q(
          'Q1',
          question.title,
          question.answerType,
          question.required,
          'other',
          question.options,
          question.answerType === 'table' ? ['内容', '说明'] : [],
        ),
      ],
    });
  });
  const level = projectLevel ? Number(projectLevel) : (catalogue.level ?? 4);
  const points = catalogue.controlPoints
    .map((id) => mlpsControlPoint(id))
    .filter((point) => point?.levels.includes(level as 1 | 2 | 3 | 4))
    .sort((a, b) => mlpsControlPointOrder(a!.id) - mlpsControlPointOrder(b!.id));
  for (const point of points) {
    if (!point) continue;
    push({
      kind: 'mlps',
      ref: point.id,
      sectionKey: point.extension ? `${point.extension}-${point.category}` : point.category,
      sectionName: point.extension ? `${MlpsCategory.label(point.category)}（扩展）` : MlpsCategory.label(point.category),
      title: point.name,
      questions: mlpsQuestions(point.name, point.category),
    });
  }
  const clauses = new Set(catalogue.clauses);
  for (const clause of ISO27001_CLAUSES) {
    if (!clauses.has(clause.id)) continue;
    const top = isoClause(clause.id.split('.')[0]);
    push({
      kind: 'isoClause',
      ref: clause.id,
      sectionKey: `clause-${clause.id.split('.')[0]}`,
      sectionName: `第 ${clause.id.split('.')[0]} 章 ${top?.title ?? ''}`.trim(),
      title: `${clause.id} ${clause.title}`,
      questions: isoQuestions('isoClause'),
    });
  }
  const controls = new Set(catalogue.controls);
  for (const control of ISO27001_CONTROLS) {
    if (!controls.has(control.number)) continue;
    push({
      kind: 'isoControl',
      ref: control.number,
      sectionKey: `theme-${control.theme}`,
      sectionName: `附录 A ${IsoTheme.label(control.theme)}`,
      title: `A.${control.number} ${isoControl(control.number)?.title ?? control.title}`,
      questions: isoQuestions('isoControl'),
    });
  }
  return items;
}

// ---- Answers -----------------------------------------------------------------------------------

/** A file or image of an answer: an objectId of the file service. */
export const AnswerFile = z.object({ objectId: z.string().min(1).max(100), fileName: z.string().max(200).default('') });
export type AnswerFile = z.infer<typeof AnswerFile>;

/** An answer as stored and sent; which fields count depends on the question's type. */
export const AnswerValue = z.object({
  choice: z.string().max(100).optional(),
  choices: z.array(z.string().max(100)).max(20).optional(),
  text: z.string().max(ANSWER_TEXT_MAX, `回答不能超过 ${ANSWER_TEXT_MAX} 字`).optional(),
  images: z.array(AnswerFile).max(ANSWER_FILES_MAX, `最多上传 ${ANSWER_FILES_MAX} 张图片`).optional(),
  files: z.array(AnswerFile).max(ANSWER_FILES_MAX, `最多上传 ${ANSWER_FILES_MAX} 个文件`).optional(),
  rows: z
    .array(z.array(z.string().max(TABLE_CELL_MAX, `表格单元格不能超过 ${TABLE_CELL_MAX} 字`)).max(20))
    .max(TABLE_ROWS_MAX, `表格最多 ${TABLE_ROWS_MAX} 行`)
    .optional(),
});
export type AnswerValue = z.infer<typeof AnswerValue>;
/** An item's answers by question code (Q1…). */
export type ItemAnswers = Record<string, AnswerValue>;

const blank = (text: string | undefined) => !text || text.trim() === '';

/** Whether the answer says anything for its question's type. */
export function isAnswered(question: QuestionDef, answer: AnswerValue | undefined): boolean {
  if (!answer) return false;
  switch (question.answerType) {
    case 'single-select':
      return !blank(answer.choice);
    case 'multi-select':
      return (answer.choices?.length ?? 0) > 0;
    case 'text':
      return !blank(answer.text);
    case 'text_image':
    case 'text_file':
      return !blank(answer.text);
    case 'image':
      return (answer.images?.length ?? 0) > 0;
    case 'table':
      return (answer.rows ?? []).some((row) => row.some((cell) => !blank(cell)));
  }
}

/**
 * Format problems of one answer (a draft may be incomplete but never malformed): a choice among
 * the options, fields of another type absent, table rows as wide as the columns. Chinese, with
 * the question's title.
 */
export function answerFormatProblems(question: QuestionDef, answer: AnswerValue): string[] {
  const problems: string[] = [];
  const at = `“${question.title}”`;
  const type = question.answerType;
  const allowed: Record<QuestionAnswerType, (keyof AnswerValue)[]> = {
    'single-select': ['choice'],
    'multi-select': ['choices'],
    text: ['text'],
    text_image: ['text', 'images'],
    text_file: ['text', 'files'],
    image: ['images'],
    table: ['rows'],
  };
  for (const key of Object.keys(answer) as (keyof AnswerValue)[]) {
    if (answer[key] !== undefined && !allowed[type].includes(key)) problems.push(`${at}是${QuestionAnswerType.label(type)}题，不能填写该内容`);
  }
  if (type === 'single-select' && !blank(answer.choice) && !question.options.includes(answer.choice as string))
    problems.push(`${at}的选项“${answer.choice}”不在可选范围内`);
  if (type === 'multi-select') {
    const bad = (answer.choices ?? []).filter((choice) => !question.options.includes(choice));
    if (bad.length > 0) problems.push(`${at}的选项“${bad[0]}”不在可选范围内`);
    if (new Set(answer.choices ?? []).size !== (answer.choices ?? []).length) problems.push(`${at}的选项重复`);
  }
  if (type === 'table') {
    (answer.rows ?? []).forEach((row, index) => {
      if (row.length !== question.columns.length) problems.push(`${at}第 ${index + 1} 行应有 ${question.columns.length} 列`);
    });
  }
  return [...new Set(problems)];
}

/** Problems that keep an item from being submitted: format problems, then unanswered required questions. */
export function itemSubmitProblems(questions: readonly QuestionDef[], answers: ItemAnswers): string[] {
  const problems: string[] = [];
  for (const question of questions) {
    const answer = answers[question.code];
    if (answer) problems.push(...answerFormatProblems(question, answer));
    if (question.required && !isAnswered(question, answer)) problems.push(`请回答必答题“${question.title}”`);
  }
  return problems;
}

/** Answered / required counts of an item (the progress a list shows). */
export function itemProgress(questions: readonly QuestionDef[], answers: ItemAnswers): { answered: number; required: number; total: number } {
  let answered = 0;
  let required = 0;
  for (const question of questions) {
    if (question.required) required++;
    if (isAnswered(question, answers[question.code])) answered++;
  }
  return { answered, required, total: questions.length };
}

// ---- State machines ----------------------------------------------------------------------------

const LEAD = [{ role: 'consumer-pm' }, { role: 'consumer-owner' }] as const;
const CONSULTANT = [
  { role: 'channel-owner' },
  { role: 'channel-executor' },
  { role: 'platform-delivery' },
  { access: 'channelAllProjectPermission' },
] as const;

export type QuestionnaireAction = 'submitToChannel' | 'submitToConsumer' | 'finish';

/**
 * The questionnaire: the customer answers (answering) until a lead submits it to the channel
 * (every item submitted); the consultant reviews, and either sends it back with open risks
 * (answering again) or finishes it (scoring starts, domain/gapAnalysis/rules.ts).
 */
export const QUESTIONNAIRE_MACHINE = defineStateMachine<QuestionnaireStatus, QuestionnaireAction>({
  name: '问卷',
  states: QuestionnaireStatus.labels,
  moves: [
    { from: 'answering', to: 'channelReview', action: 'submitToChannel', label: '提交给顾问', by: [...LEAD] },
    { from: 'channelReview', to: 'answering', action: 'submitToConsumer', label: '退回客户整改', by: [...CONSULTANT] },
    { from: 'channelReview', to: 'finished', action: 'finish', label: '完成判定', by: [...CONSULTANT] },
  ],
});

export type ItemAction = 'assign' | 'revoke' | 'submit' | 'return' | 'sendBack';

/**
 * An item: assigned to a respondent (and reassigned) by a lead, submitted by its respondent, sent
 * back by a lead (return) or by the consultant's send-back of its open risks (sendBack, system),
 * revoked by a lead while not submitted.
 */
export const ITEM_MACHINE = defineStateMachine<QuestionnaireItemStatus, ItemAction>({
  name: '题目',
  states: QuestionnaireItemStatus.labels,
  moves: [
    { from: ['unassigned', 'assigned', 'returned'], to: 'assigned', action: 'assign', label: '分配', by: [...LEAD] },
    { from: ['assigned', 'returned'], to: 'unassigned', action: 'revoke', label: '撤回分配', by: [...LEAD] },
    { from: ['assigned', 'returned'], to: 'submitted', action: 'submit', label: '提交', by: [{ access: 'canExecutor' }] },
    { from: 'submitted', to: 'returned', action: 'return', label: '退回', by: [...LEAD] },
    { from: 'submitted', to: 'returned', action: 'sendBack', label: '退回整改', by: ['system'] },
  ],
});

/** Whether answers of an item in this state may be changed by its respondent. */
export const isEditableItem = (status: QuestionnaireItemStatus): boolean => status === 'assigned' || status === 'returned';

/** Chinese refusal when a questionnaire cannot go to the channel: items not yet submitted. */
export function submitToChannelProblems(counts: Readonly<Record<QuestionnaireItemStatus, number>>): string | null {
  const waiting = counts.unassigned + counts.assigned + counts.returned;
  if (waiting === 0) return null;
  const parts: string[] = [];
  if (counts.unassigned > 0) parts.push(`${counts.unassigned} 道未分配`);
  if (counts.assigned > 0) parts.push(`${counts.assigned} 道填写中`);
  if (counts.returned > 0) parts.push(`${counts.returned} 道已退回待修改`);
  return `还有题目未提交（${parts.join('，')}），全部提交后才能提交给顾问`;
}
