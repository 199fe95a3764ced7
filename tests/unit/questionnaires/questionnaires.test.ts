/**
 * The questionnaire rules of domain/questionnaires/rules.ts and domain/questionnaires/judgement.ts as
 * tables: the questionnaire and item machines (who may make which move from which state), answers
 * of each type (answered or not, format problems), what keeps an item from being submitted, the
 * codes, the refusal of a submission to the channel, and the consultant's judgement.
 */
import { describe, expect, it } from 'vitest';
import type { ControlJudgement } from '../../../domain/questionnaires/contracts';
import { DEMO_PRODUCTS } from '../../../domain/demo';
import type { QuestionnaireItemKind, QuestionnaireItemStatus, QuestionnaireStatus } from '../../../domain/enums';
import { judgementProblems } from '../../../domain/questionnaires/judgement';
import {
  type AnswerValue,
  answerFormatProblems,
  buildQuestionnaireItems,
  ITEM_MACHINE,
  isAnswered,
  isEditableItem,
  isQuestionnaireLead,
  itemCodeOf,
  itemProgress,
  itemSubmitProblems,
  QUESTIONNAIRE_MACHINE,
  type QuestionDef,
  questionInstanceCodeOf,
  questionnaireCodeOf,
  splitQuestionInstanceCode,
  submitToChannelProblems,
} from '../../../domain/questionnaires/rules';
import { subjectOf } from '../fixtures';

const pm = subjectOf(['consumer-pm']);
const owner = subjectOf(['consumer-owner']);
const executor = subjectOf(['consumer-executor']);
const auditor = subjectOf(['internal_auditor']);
const consultant = subjectOf(['channel-executor']);
const channelOwner = subjectOf(['channel-owner']);
const channelManager = subjectOf(['channel-tenant-manager']);
const delivery = subjectOf(['platform-delivery']);

describe('the questionnaire machine', () => {
  const STATES: QuestionnaireStatus[] = ['answering', 'channelReview', 'finished'];
  const ALLOWED: [QuestionnaireStatus, QuestionnaireStatus][] = [
    ['answering', 'channelReview'],
    ['channelReview', 'answering'],
    ['channelReview', 'finished'],
  ];
  it.each(STATES.flatMap((from) => STATES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(QUESTIONNAIRE_MACHINE.canMove(from, to)).toBe(ALLOWED.some(([f, t]) => f === from && t === to));
  });

  it.each([
    ['answering', pm, ['submitToChannel']],
    ['answering', owner, ['submitToChannel']],
    ['answering', auditor, []],
    ['answering', executor, []],
    ['answering', consultant, []],
    ['channelReview', consultant, ['submitToConsumer', 'finish']],
    ['channelReview', channelOwner, ['submitToConsumer', 'finish']],
    ['channelReview', channelManager, ['submitToConsumer', 'finish']],
    ['channelReview', delivery, ['submitToConsumer', 'finish']],
    ['channelReview', pm, []],
    ['finished', consultant, []],
    ['finished', pm, []],
  ] as const)('%s offers %j', (state, subject, actions) => {
    expect(QUESTIONNAIRE_MACHINE.allowedActions(state, subject).map((move) => move.action)).toEqual(actions);
  });

  it('refuses in Chinese', () => {
    expect(QUESTIONNAIRE_MACHINE.refusal('finished', 'finish', consultant)).toBe('问卷当前为“已完成”，不能完成判定');
    expect(QUESTIONNAIRE_MACHINE.refusal('answering', 'submitToChannel', executor)).toBe('你没有权限提交给顾问该问卷');
  });
});

describe('the item machine', () => {
  const STATES: QuestionnaireItemStatus[] = ['unassigned', 'assigned', 'submitted', 'returned'];
  const ALLOWED: [QuestionnaireItemStatus, QuestionnaireItemStatus][] = [
    ['unassigned', 'assigned'],
    ['assigned', 'assigned'],
    ['returned', 'assigned'],
    ['assigned', 'unassigned'],
    ['returned', 'unassigned'],
    ['assigned', 'submitted'],
    ['returned', 'submitted'],
    ['submitted', 'returned'],
  ];
  it.each(STATES.flatMap((from) => STATES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(ITEM_MACHINE.canMove(from, to)).toBe(ALLOWED.some(([f, t]) => f === from && t === to));
  });

  it.each([
    ['unassigned', pm, ['assign']],
    ['assigned', owner, ['assign', 'revoke']],
    ['assigned', executor, ['submit']],
    ['returned', executor, ['submit']],
    ['returned', pm, ['assign', 'revoke']],
    ['submitted', pm, ['return']],
    ['submitted', executor, []],
    ['submitted', auditor, []],
    ['submitted', consultant, []],
    ['unassigned', executor, []],
  ] as const)('%s offers %j', (state, subject, actions) => {
    expect(ITEM_MACHINE.allowedActions(state, subject).map((move) => move.action)).toEqual(actions);
  });

  it.each([
    ['submitted', 'sendBack', null, null],
    ['submitted', 'sendBack', consultant, '你没有权限退回整改该题目'],
    ['assigned', 'sendBack', null, '题目当前为“填写中”，不能退回整改'],
    ['submitted', 'revoke', pm, '题目当前为“已提交”，不能撤回分配'],
    ['submitted', 'assign', pm, '题目当前为“已提交”，不能分配'],
  ] as const)('%s %s by %j: %s', (state, action, subject, refusal) => {
    expect(ITEM_MACHINE.refusal(state, action, subject)).toBe(refusal);
  });

  it.each([
    ['unassigned', false],
    ['assigned', true],
    ['submitted', false],
    ['returned', true],
  ] as const)('%s editable: %s', (status, editable) => expect(isEditableItem(status)).toBe(editable));

  it.each([
    [pm, true],
    [owner, true],
    [auditor, false],
    [executor, false],
    [channelManager, false],
    [subjectOf(['consumer-pm'], { tenantDTO: { type: 'channel', approvalState: 'success' } }), false],
  ] as const)('lead %#', (subject, lead) => expect(isQuestionnaireLead(subject)).toBe(lead));
});

const question = (answerType: QuestionDef['answerType'], extra: Partial<QuestionDef> = {}): QuestionDef => ({
  code: 'Q1',
  title: '问题',
  answerType,
  required: true,
  options: answerType.endsWith('select') ? ['是', '否', '部分'] : [],
  columns: answerType === 'table' ? ['名称', '说明'] : [],
  role: 'other',
  ...extra,
});
const file = { objectId: 'abc', fileName: 'a.png' };

describe('answers', () => {
  it.each([
    ['single-select', { choice: '是' }, true],
    ['single-select', { choice: '  ' }, false],
    ['single-select', {}, false],
    ['multi-select', { choices: ['是'] }, true],
    ['multi-select', { choices: [] }, false],
    ['text', { text: '说明' }, true],
    ['text', { text: ' ' }, false],
    ['text_image', { text: '说明', images: [file] }, true],
    ['text_image', { images: [file] }, false],
    ['text_file', { text: '说明' }, true],
    ['image', { images: [file] }, true],
    ['image', { images: [] }, false],
    ['table', { rows: [['', '']] }, false],
    ['table', { rows: [['a', '']] }, true],
  ] as const)('%s %j answered: %s', (type, answer, answered) => {
    expect(isAnswered(question(type), answer as AnswerValue)).toBe(answered);
  });

  it.each([
    ['single-select', { choice: '是' }, []],
    ['single-select', { choice: '不知道' }, ['“问题”的选项“不知道”不在可选范围内']],
    ['single-select', { text: '是' }, ['“问题”是单选题，不能填写该内容']],
    ['multi-select', { choices: ['是', '是'] }, ['“问题”的选项重复']],
    ['multi-select', { choices: ['是', '也许'] }, ['“问题”的选项“也许”不在可选范围内']],
    ['text', { text: '说明', images: [file] }, ['“问题”是文本题，不能填写该内容']],
    ['text_image', { text: '说明', images: [file] }, []],
    ['text_file', { files: [file] }, []],
    ['image', { text: '说明' }, ['“问题”是图片题，不能填写该内容']],
    ['table', { rows: [['a', 'b']] }, []],
    ['table', { rows: [['a']] }, ['“问题”第 1 行应有 2 列']],
  ] as const)('%s %j: %j', (type, answer, problems) => {
    expect(answerFormatProblems(question(type), answer as AnswerValue)).toEqual(problems);
  });

  it('an item cannot be submitted with a required question unanswered or a malformed answer', () => {
    const questions = [question('single-select'), question('text', { code: 'Q2', title: '说明', required: false })];
    expect(itemSubmitProblems(questions, {})).toEqual(['请回答必答题“问题”']);
    expect(itemSubmitProblems(questions, { Q1: { choice: '是' } })).toEqual([]);
    expect(itemSubmitProblems(questions, { Q1: { choice: '不知道' } })).toEqual(['“问题”的选项“不知道”不在可选范围内']);
    expect(itemProgress(questions, { Q1: { choice: '是' }, Q2: { text: '有' } })).toEqual({ answered: 2, required: 1, total: 2 });
  });
});

describe('codes and refusals', () => {
  it('builds and splits codes', () => {
    expect(questionnaireCodeOf('PJ20261020GM0002')).toBe('QN20261020GM0002');
    expect(itemCodeOf('QN20261020GM0002', 2)).toBe('QN20261020GM0002-002');
    expect(questionInstanceCodeOf('QN20261020GM0002-002', 'Q1')).toBe('QN20261020GM0002-002-Q1');
    expect(splitQuestionInstanceCode('QN20261020GM0002-002-Q12')).toEqual({ itemCode: 'QN20261020GM0002-002', questionCode: 'Q12' });
    expect(splitQuestionInstanceCode('QN20261020GM0002-002')).toBeNull();
  });

  it.each([
    [{ unassigned: 0, assigned: 0, submitted: 5, returned: 0 }, null],
    [
      { unassigned: 1, assigned: 2, submitted: 5, returned: 3 },
      '还有题目未提交（1 道未分配，2 道填写中，3 道已退回待修改），全部提交后才能提交给顾问',
    ],
    [{ unassigned: 0, assigned: 0, submitted: 5, returned: 1 }, '还有题目未提交（1 道已退回待修改），全部提交后才能提交给顾问'],
  ] as const)('submit to channel %j', (counts, refusal) => expect(submitToChannelProblems(counts)).toBe(refusal));

  it('generates the demo MLPS level-3 questionnaire in catalogue order, the template questions first', () => {
    const product = DEMO_PRODUCTS.find((p) => p.productCode === 'PD-GAP-MLPS3')!.definition;
    const items = buildQuestionnaireItems(product.catalogue, product.templates, '3');
    expect(items.map((item) => item.seq)).toEqual(items.map((_, index) => index + 1));
    expect(items.find((item) => item.ref === 'PE-02')?.questions.map((q) => q.answerType)).toEqual([
      'single-select',
      'text_image',
      'text_file',
      'image',
    ]);
    const online = DEMO_PRODUCTS.find((p) => p.productCode === 'PD-QN-ONLINE')!.definition;
    const iso = buildQuestionnaireItems(online.catalogue, online.templates, null);
    expect(iso[0].kind).toBe('template');
    expect(iso.filter((item) => item.kind === 'isoControl').every((item) => item.questions[0].options.includes('不适用'))).toBe(true);
  });
});

describe("the consultant's judgement", () => {
  it.each([
    ['mlps', { result: 'conform' }, []],
    ['mlps', { result: 'nonconform', issueRisk: 'high' }, []],
    ['mlps', {}, ['请选择该控制点的符合情况']],
    ['mlps', { result: 'nonconform' }, ['判定为“不符合”时请选择问题的风险等级']],
    ['mlps', { result: 'partial', current: 2 }, ['等保控制点不填写成熟度或适用性，请选择符合情况']],
    ['isoClause', { current: 2, target: 3 }, []],
    ['isoClause', { applicable: false }, ['ISO/IEC 27001 第 4–10 章的条款均为必须满足的要求，不能判定为不适用']],
    ['isoControl', { applicable: false }, []],
    ['isoControl', {}, ['请填写当前成熟度']],
    ['isoControl', { current: 3, target: 2 }, ['目标成熟度不能低于当前成熟度']],
    ['isoControl', { current: 3, result: 'conform' }, ['ISO 条款与控制措施不填写等保符合情况，请填写成熟度']],
    ['template', { result: 'conform' }, ['通用问题不需要顾问判定，请对等保控制点或 ISO 条款、控制措施进行判定']],
  ] as const)('%s %j: %j', (kind, judgement, problems) => {
    expect(judgementProblems(kind as QuestionnaireItemKind, judgement as ControlJudgement)).toEqual(problems);
  });
});
